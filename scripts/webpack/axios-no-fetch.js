/**
 * Stands in for axios's fetch adapter (lib/adapters/fetch.js) in the axios vendor build: Khel's clients pin the XHR
 * adapter (axios's browser default too), so the fetch adapter, ~8 KB of Home's minified JS, is never used.
 * Asking for it gets axios's own "adapter fetch is not supported by the environment" error.
 */
export const getFetch = () => false;

const adapter = () => {
  throw new Error('Khel builds axios without its fetch adapter: use the xhr adapter');
};

export default adapter;
