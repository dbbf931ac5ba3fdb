// The Node versions Khel's dependencies really allow (the intersection of every installed package's engines.node;
// scripts/check-engines.mjs and its test keep this honest). Imports nothing outside Node itself, so `npm start` and
// `npm test` can check the Node before anything is installed.

/** Each supported release line: its major and the first minor the dependencies accept; `orNewer` takes later majors. */
export const SUPPORTED_NODE = [
  { major: 20, minor: 19 },
  { major: 22, minor: 13 },
  { major: 24, minor: 0, orNewer: true },
];

/** As an npm/semver range (package.json engines). */
export const NODE_RANGE = SUPPORTED_NODE.map((l) => (l.orNewer ? `>=${l.major}.${l.minor}.0` : `^${l.major}.${l.minor}.0`)).join(' || ');

/** As the README says it. */
export const NODE_REQUIREMENT = `Node ${SUPPORTED_NODE.map((l) => `${l.major}.${l.minor}+`).join(', ')} (${NODE_RANGE})`;

/** True when `version` (e.g. "v20.20.2" or "22.13.0") is in a supported line at or past its first minor. */
export function isSupportedNode(version) {
  const m = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version);
  if (!m) return false;
  const [major, minor] = [Number(m[1]), Number(m[2])];
  return SUPPORTED_NODE.some((l) => (l.orNewer ? major > l.major || (major === l.major && minor >= l.minor) : major === l.major && minor >= l.minor));
}

/** The message for an unsupported Node, or null when `version` is supported. */
export function unsupportedNodeMessage(command, version) {
  if (isSupportedNode(version)) return null;
  return (
    `[khel] ${command} needs ${NODE_REQUIREMENT}; this is Node ${version.replace(/^v/, '')}.\n` +
    '    Some dependencies (e.g. eslint, @swc/cli, the htmlparser2 family) declare engines that exclude older Node.\n' +
    '    Install a supported Node (https://nodejs.org, or `nvm install 22`), then run the command again.'
  );
}

/** Exits with a clear message when the running Node is not supported. */
export function requireSupportedNode(command) {
  const message = unsupportedNodeMessage(command, process.version);
  if (message === null) return;
  console.error(message);
  process.exit(1);
}
