// Every view has its own address (after the #): the back button and bookmarks work.

const enc = encodeURIComponent;

export const routes = {
  tables: () => '#/',
  table: t => '#/t/' + enc(t),
  partition: (t, pk) => '#/t/' + enc(t) + '/p/' + enc(pk),
  query: (t, q) => '#/t/' + enc(t) + '/query' + (q ? '?q=' + enc(JSON.stringify(q)) : ''),
  item: (t, key) => '#/t/' + enc(t) + '/item?key=' + enc(JSON.stringify(key)),
  edges: (t, kind) => '#/t/' + enc(t) + '/edges' + (kind ? '?kind=' + enc(kind) : ''),
  doctor: (t, run) => '#/t/' + enc(t) + '/doctor' + (run ? '?run=' + enc(run) : ''),
  transfer: (t, pk) => '#/t/' + enc(t) + '/transfer' + (pk ? '?pk=' + enc(pk) : ''),
  model: kind => '#/model' + (kind ? '?kind=' + enc(kind) : ''),
};

export function parseHash() {
  const hash = location.hash.replace(/^#/, '') || '/';
  const at = hash.indexOf('?');
  const path = at < 0 ? hash : hash.slice(0, at);
  const params = new URLSearchParams(at < 0 ? '' : hash.slice(at + 1));
  const parts = path.split('/').filter(p => p !== '').map(decodeURIComponent);
  return { parts, params };
}

// The table the current address is about, if any.
export function currentTable() {
  const { parts } = parseHash();
  return parts[0] === 't' && parts.length >= 2 ? parts[1] : null;
}
