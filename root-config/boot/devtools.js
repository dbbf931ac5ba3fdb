// import-map-overrides, only for developers: its UI panel when localStorage.devtools is set, its API alone when an
// override is stored; a player's page loads neither (6-16 KB less on the way to Home). A file, not an inline script,
// so the page's Content-Security-Policy needs no 'unsafe-inline'. The build fills in the two hashed URLs.
(function () {
  var devtools = false, overrides = false;
  try {
    devtools = !!localStorage.getItem('devtools');
    for (var i = 0; i < localStorage.length; i++) {
      if ((localStorage.key(i) || '').indexOf('import-map-override') === 0) overrides = true;
    }
  } catch {
    // storage blocked (private mode): no overrides
  }
  if (devtools || overrides) document.write('<script src="' + (devtools ? '%IMO_FULL%' : '%IMO_API%') + '"></' + 'script>');
})();
