// Starts the page: the root config registers and starts every application (a file, so no inline script is needed).
// The libraries the root config stands on are evaluated first, one per task, in dependency order (the build fills in
// the list: scripts/webpack/build-web.js BOOT_ORDER). Left to SystemJS alone, the whole graph runs in the one task
// in which its last file arrives: 300 ms and more on a mid-range phone, while a tap waits. A library that fails to
// load fails the root config's import below the same way it would without this.
(function () {
  var names = '%BOOT_ORDER%'.split(',');
  var nextTask = function () {
    return new Promise(function (resolve) {
      setTimeout(resolve, 0);
    });
  };
  var chain = Promise.resolve();
  names.forEach(function (name) {
    chain = chain
      .then(function () {
        return System.import(name);
      })
      .then(nextTask, function () {});
  });
  chain.then(function () {
    return System.import('@khel/root-config');
  });
})();
