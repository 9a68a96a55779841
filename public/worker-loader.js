// Starts the search worker (src/bin/worker.rs, which Trunk builds as the
// classic script worker.js and worker_bg.wasm). gloo-worker's own loader
// passes the wasm's path as a bare string, which wasm-bindgen now answers
// with a deprecation warning on the console; this one passes an object.
importScripts('/worker.js');
wasm_bindgen({ module_or_path: '/worker_bg.wasm' });
