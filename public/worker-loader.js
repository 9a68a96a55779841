// Starts the search worker (src/bin/worker.rs, which Trunk builds as the
// classic script worker.js and worker_bg.wasm). gloo-worker's own loader
// passes the wasm's path as a bare string, which wasm-bindgen now answers
// with a deprecation warning on the console; this one passes an object.
// The wasm is asked for first, so it downloads while worker.js does (one
// round trip instead of two before the worker runs), and so is the list of
// the AI's data files, which the first search reads before it asks for its
// rule set's files (src/kernel/ai/search_worker.rs, `fetch_data`): kept in
// `damasDataList` once it came, or left unset.
const wasm = fetch(`${self.location.origin}/worker_bg.wasm`);
fetch(`${self.location.origin}/data/ai/files.txt`)
  .then((res) => (res.ok ? res.text() : undefined))
  .then((text) => { if (typeof text === 'string') self.damasDataList = text; })
  .catch(() => {});
importScripts('/worker.js');
wasm_bindgen({ module_or_path: wasm });
