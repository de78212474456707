// The EdgeTable console's page. Every value from the table is put in the page with textContent
// or setAttribute, never parsed as HTML: item data is untrusted.
'use strict';

const state = { info: null, model: { kinds: [] }, tables: {}, staged: [], route: 0 };

// ---- DOM helpers -------------------------------------------------------------------------

function h(tag, attrs, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k === 'class') el.className = v;
    else if (k === 'text') el.textContent = v;
    else if (k === 'onclick' && tag === 'button') el.addEventListener('click', busy(el, v));
    else if (k.startsWith('on')) el.addEventListener(k.slice(2), v);
    else el.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return el;
}

// A button whose action is under way is disabled until it ends: a second click cannot send the
// same write twice. An error the action did not handle is shown in the banner.
function busy(button, action) {
  return async (event) => {
    if (button.disabled) return;
    const result = action(event);
    if (!result || typeof result.then !== 'function') return;
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
    try {
      await result;
    } catch (e) {
      showError(e);
    } finally {
      button.disabled = false;
      button.removeAttribute('aria-busy');
    }
  };
}

function view(...children) {
  const main = document.getElementById('view');
  main.replaceChildren(...children.flat().filter(c => c));
  return main;
}

function banner(message, kind) {
  const b = document.getElementById('banner');
  if (!message) { b.hidden = true; b.textContent = ''; return; }
  b.hidden = false;
  b.className = kind || '';
  b.textContent = message;
}

function link(text, hash, attrs) {
  return h('a', Object.assign({ href: hash }, attrs || {}), text);
}

// ---- routes ------------------------------------------------------------------------------

const enc = encodeURIComponent;
const routes = {
  tables: () => '#/',
  table: t => '#/t/' + enc(t),
  partition: (t, pk) => '#/t/' + enc(t) + '/p/' + enc(pk),
  query: (t, q) => '#/t/' + enc(t) + '/query' + (q ? '?q=' + enc(JSON.stringify(q)) : ''),
  item: (t, key) => '#/t/' + enc(t) + '/item?key=' + enc(JSON.stringify(key)),
  edges: (t, kind) => '#/t/' + enc(t) + '/edges' + (kind ? '?kind=' + enc(kind) : ''),
  doctor: t => '#/t/' + enc(t) + '/doctor',
  transfer: (t, pk) => '#/t/' + enc(t) + '/transfer' + (pk ? '?pk=' + enc(pk) : ''),
  model: kind => '#/model' + (kind ? '?kind=' + enc(kind) : ''),
};

function parseHash() {
  const hash = location.hash.replace(/^#/, '') || '/';
  const [path, query] = hash.split('?');
  const params = new URLSearchParams(query || '');
  const parts = path.split('/').filter(p => p !== '').map(decodeURIComponent);
  return { parts, params };
}

async function route() {
  state.route++;
  banner(null);
  const { parts, params } = parseHash();
  try {
    if (parts.length === 0) return await tablesView();
    if (parts[0] === 'model') return modelView(params.get('kind'));
    if (parts[0] === 't' && parts.length >= 2) {
      const t = parts[1];
      const sub = parts[2];
      if (!sub) return await tableView(t);
      if (sub === 'p') return await partitionView(t, parts.slice(3).join('/'));
      if (sub === 'query') return await queryView(t, params.get('q'));
      if (sub === 'item') return await itemView(t, params.get('key'));
      if (sub === 'edges') return await edgesView(t, params.get('kind'));
      if (sub === 'doctor') return await doctorView(t);
      if (sub === 'transfer') return await transferView(t, params.get('pk'));
    }
    view(h('h1', { text: 'No such view' }), link('Back to the tables', routes.tables()));
  } catch (e) {
    if (e instanceof StaleView) return;
    showError(e);
    view(h('h1', {}, e.status === 404 ? 'Not found' : 'Nothing to show'),
      h('p', { class: 'muted' }, e.message), link('Back to the tables', routes.tables()));
  }
}

// ---- API ---------------------------------------------------------------------------------

class ApiFailure extends Error {
  constructor(status, message, body) {
    super(message);
    this.status = status;
    this.body = body;
  }
}

// A read answered after the user went to another view: its view must not replace the new one.
class StaleView extends Error {}

async function api(method, path, body) {
  const route = state.route;
  const init = { method, credentials: 'same-origin', headers: {} };
  if (body !== undefined) {
    init.headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  let response;
  try {
    response = await fetch(path, init);
  } catch (e) {
    throw new ApiFailure(0, 'The console server does not answer. Is ./console still running?');
  }
  let json = null;
  try { json = await response.json(); } catch (e) { json = null; }
  if (method === 'GET' && route !== state.route) throw new StaleView(path);
  if (!response.ok) {
    const message = json && json.error ? json.error : 'HTTP ' + response.status;
    throw new ApiFailure(response.status, message, json);
  }
  return json;
}

function tablePath(t, rest) {
  return '/api/tables/' + enc(t) + rest;
}

function showError(e) {
  if (e instanceof StaleView) return;
  if (!(e instanceof ApiFailure)) {
    banner('Something went wrong in the page: ' + e.message);
    return;
  }
  const hints = {
    401: 'Open the URL that ./console printed (it holds the token).',
    403: '',
    404: '',
    502: 'The DynamoDB endpoint does not answer or refused the request. Is it running?',
  };
  banner(e.message + (hints[e.status] ? '\n' + hints[e.status] : ''));
}

// ---- values ------------------------------------------------------------------------------

function typeOf(v) {
  return v ? Object.keys(v)[0] : undefined;
}

function plain(v) {
  const t = typeOf(v);
  if (t === undefined) return '';
  const x = v[t];
  switch (t) {
    case 'S': case 'N': case 'B': return x;
    case 'BOOL': return String(x);
    case 'NULL': return 'null';
    case 'SS': case 'NS': case 'BS': return '{' + x.join(', ') + '}';
    default: return JSON.stringify(x);
  }
}

function valueNode(v) {
  const t = typeOf(v);
  if (t === undefined) return h('span', { class: 'null' }, '');
  if (t === 'NULL') return h('span', { class: 'null' }, 'NULL');
  if (t === 'S' && v.S === '') return h('span', { class: 'empty' }, '(empty string)');
  const text = t === 'M' || t === 'L' ? JSON.stringify(v[t]) : plain(v);
  return h('span', {}, h('span', { class: 'v' }, text),
    t === 'S' ? null : h('span', { class: 'type' }, t));
}

// Exact comparison of decimal strings (numbers are never turned into floating point).
function compareDecimal(a, b) {
  const parse = (text) => {
    let t = text.trim();
    let neg = false;
    if (t[0] === '-' || t[0] === '+') { neg = t[0] === '-'; t = t.slice(1); }
    const [m, e] = t.toLowerCase().split('e');
    const [i, f] = m.split('.');
    let digits = i + (f || '');
    let point = i.length + parseInt(e || '0', 10);
    const lead = digits.match(/^0*/)[0].length;
    digits = digits.slice(lead).replace(/0+$/, '');
    point -= lead;
    return digits === '' ? { sign: 0 } : { sign: neg ? -1 : 1, digits, point };
  };
  const x = parse(a), y = parse(b);
  if (x.sign !== y.sign) return x.sign - y.sign;
  if (x.sign === 0) return 0;
  const c = x.point !== y.point ? x.point - y.point
    : x.digits < y.digits ? -1 : x.digits > y.digits ? 1 : 0;
  return x.sign * Math.sign(c);
}

function compareValues(a, b) {
  const ta = typeOf(a), tb = typeOf(b);
  if (ta === undefined || tb === undefined) return ta === tb ? 0 : ta === undefined ? 1 : -1;
  if (ta === 'N' && tb === 'N') return compareDecimal(a.N, b.N);
  const x = plain(a), y = plain(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

function sameValue(a, b) {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

function canonical(v) {
  if (v === undefined || v === null) return null;
  if (Array.isArray(v)) return v.map(canonical);
  if (typeof v === 'object') {
    const out = {};
    for (const k of Object.keys(v).sort()) {
      out[k] = (k === 'SS' || k === 'NS' || k === 'BS') ? [...v[k]].sort() : canonical(v[k]);
    }
    return out;
  }
  return v;
}

function keyOf(t, item) {
  const key = {};
  for (const k of state.tables[t].keySchema) key[k.attribute] = item[k.attribute];
  return key;
}

// ---- staged edits ------------------------------------------------------------------------

function stage(table, before, after) {
  const key = JSON.stringify(canonical(keyOf(table, before || after)));
  const existing = state.staged.find(e => e.table === table && e.key === key);
  if (existing) existing.after = after;
  else state.staged.push({ table, key, before, after });
  renderStaged();
}

// Leaving the page (reload, another address) would drop edits not yet committed.
window.addEventListener('beforeunload', (event) => {
  if (state.staged.length > 0) {
    event.preventDefault();
    event.returnValue = '';
  }
});

function renderStaged() {
  const bar = document.getElementById('staged');
  if (state.staged.length === 0) { bar.hidden = true; bar.replaceChildren(); return; }
  bar.hidden = false;
  const n = state.staged.length;
  bar.replaceChildren(
    h('strong', {}, n + ' staged edit' + (n === 1 ? '' : 's') + ' '),
    h('span', { class: 'muted' }, n === 1 ? '(one conditional write of what changed) '
      : '(one TransactWriteItems, all or nothing) '),
    h('button', { class: 'primary', id: 'commit', onclick: commitStaged }, 'Commit'),
    ' ',
    h('button', { onclick: () => { state.staged = []; renderStaged(); route(); } }, 'Discard'));
}

async function commitStaged() {
  const edits = state.staged;
  const table = edits[0].table;
  if (edits.some(e => e.table !== table)) {
    banner('Staged edits span several tables; commit one table at a time.');
    return;
  }
  try {
    if (edits.length === 1 && edits[0].after) {
      await api('PUT', tablePath(table, '/item'),
        { before: edits[0].before, after: edits[0].after });
    } else {
      await api('POST', tablePath(table, '/transaction'),
        { edits: edits.map(e => ({ before: e.before, after: e.after })) });
    }
    state.staged = [];
    renderStaged();
    await route();
    banner('Written: ' + edits.length + ' edit' + (edits.length === 1 ? '' : 's') + '.', 'info');
  } catch (e) {
    if (e instanceof ApiFailure && e.status === 409) {
      const failed = e.body && e.body.edit !== undefined ? edits[e.body.edit] : edits[0];
      showConflict(failed, e.body ? e.body.current : null, e.message);
    } else {
      showError(e);
    }
  }
}

function showConflict(edit, current, message) {
  const names = new Set([...Object.keys(edit.before || {}), ...Object.keys(edit.after || {}),
    ...Object.keys(current || {})]);
  const rows = [...names].sort().map(name => {
    const read = (edit.before || {})[name], stored = (current || {})[name];
    const mine = (edit.after || {})[name];
    const changed = !sameValue(read, stored);
    return h('tr', {},
      h('th', {}, name),
      h('td', {}, valueNode(read)),
      h('td', { class: changed ? 'changed' : '' }, valueNode(stored)),
      h('td', {}, valueNode(mine)));
  });
  const panel = h('div', { class: 'card', id: 'conflict' },
    h('h2', {}, 'Conflict: nothing was written'),
    h('p', {}, message),
    current === null ? h('p', { class: 'muted' }, 'The item is no longer stored.') : null,
    h('table', { class: 'grid diff' },
      h('tr', {}, h('th', {}, 'attribute'), h('th', {}, 'you read'),
        h('th', {}, 'stored now'), h('th', {}, 'your edit')),
      rows),
    h('h3', {}, 'Stored item (DynamoDB JSON)'),
    h('pre', {}, JSON.stringify(current, null, 2)),
    h('button', { id: 'conflict-discard',
      onclick: () => { state.staged = []; renderStaged(); route(); } },
      'Discard my edits and reload'));
  document.getElementById('view').prepend(panel);
  banner('Your edit lost a race: ' + message);
}

// ---- the grid ----------------------------------------------------------------------------

// A sortable grid of items. Cells of S, N and BOOL values edit in place (double-click), staged
// against the item as read; other types open the item view.
function grid(table, items, opts) {
  opts = opts || {};
  const about = opts.about || [];
  const keys = state.tables[table] ? state.tables[table].keySchema.map(k => k.attribute) : [];
  const rows = items.map((item, i) => ({ item, about: about[i] || null, pair: null }));
  const columns = [];
  const seen = new Set();
  const add = c => { if (!seen.has(c)) { seen.add(c); columns.push(c); } };
  keys.forEach(add);
  for (const r of rows) Object.keys(r.item).forEach(add);
  const modelCols = rows.some(r => r.about) ? ['kind', 'ids'] : [];
  const wrap = h('div', { class: 'grid-wrap' });
  const tableEl = h('table', { class: 'grid' + (opts.id ? ' ' + opts.id : '') });
  let sort = { column: null, dir: 1 };
  const headerRow = h('tr');
  for (const c of modelCols) headerRow.append(h('th', { 'data-col': '@' + c }, c));
  for (const c of columns) {
    const th = h('th', { 'data-col': c }, c);
    th.addEventListener('click', () => {
      sort = { column: c, dir: sort.column === c ? -sort.dir : 1 };
      headerRow.querySelectorAll('th')
        .forEach(x => x.classList.remove('sorted-asc', 'sorted-desc'));
      th.classList.add(sort.dir > 0 ? 'sorted-asc' : 'sorted-desc');
      rows.sort((a, b) => sort.dir * compareValues(a.item[c], b.item[c]));
      renderBody();
    });
    headerRow.append(th);
  }
  headerRow.append(h('th', {}, ''));
  const body = h('tbody');
  tableEl.append(h('thead', {}, headerRow), body);
  wrap.append(tableEl);

  function renderBody() {
    body.replaceChildren(...rows.map(rowEl));
  }

  function rowEl(r) {
    const tr = h('tr', { class: r.pair ? 'paired' : '' });
    if (modelCols.length) {
      tr.append(h('td', {}, r.about ? h('span', { class: 'badge' }, r.about.kind) : ''));
      tr.append(h('td', {}, r.about ? idLinks(table, r.about, opts.side) : ''));
    }
    for (const c of columns) {
      const v = r.item[c];
      const td = h('td', { 'data-col': c }, v === undefined ? '' : valueNode(v));
      const t = typeOf(v);
      const editable = !state.info.readOnly && !keys.includes(c) && v !== undefined
        && (t === 'S' || t === 'N' || t === 'BOOL') && !opts.indexOnly;
      if (editable) {
        td.classList.add('editable');
        td.title = 'Double-click to edit';
        td.addEventListener('dblclick', () => editCell(table, r, c, td));
      }
      tr.append(td);
    }
    const actions = h('td', { class: 'actions' },
      link('open', routes.item(table, keyOf(table, r.item)), { class: 'open' }));
    if (r.about && !r.about.node && !state.info.readOnly) {
      actions.append(' ', h('button', { class: 'danger delete-edge', onclick: () =>
        deleteEdge(table, r.about) }, 'delete edge'));
    }
    tr.append(actions);
    return tr;
  }

  renderBody();
  return {
    el: wrap,
    rows,
    append(more, moreAbout) {
      more.forEach((item, i) => rows.push({ item, about: (moreAbout || [])[i] || null }));
      for (const r of rows) Object.keys(r.item).forEach(c => {
        if (!seen.has(c)) {
          add(c);
          headerRow.insertBefore(h('th', { 'data-col': c }, c), headerRow.lastChild);
        }
      });
      renderBody();
    },
    render: renderBody,
  };
}

function idLinks(table, about, side) {
  const span = h('span');
  const ids = Object.entries(about.ids || {});
  if (about.node) {
    for (const [, id] of ids) span.append(h('span', {}, id));
    return span;
  }
  const links = about.links || {};
  const [sourceId, targetId] = ids.map(x => x[1]);
  span.append(links.source ? link(sourceId, routes.partition(table, links.source),
    { class: 'end source' }) : h('span', {}, sourceId));
  span.append(' \u2192 ');
  span.append(links.target ? link(targetId, routes.partition(table, links.target),
    { class: 'end target' }) : h('span', {}, targetId));
  const other = side === 'inverse' ? links.forward : links.inverse;
  if (other) {
    span.append(' ', link('\u21c4', routes.partition(table, other),
      { class: 'other-side', title: 'this edge seen from its other end' }));
  }
  return span;
}

function editCell(table, row, column, td) {
  const before = row.item;
  const v = before[column];
  const t = typeOf(v);
  const input = h('input', { value: plain(v), class: 'cell-input' });
  td.replaceChildren(input);
  input.focus();
  const done = (save) => {
    if (!save) { td.replaceChildren(valueNode(v)); return; }
    let next;
    if (t === 'N') {
      if (!/^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(input.value.trim())) {
        banner(column + ': "' + input.value + '" is not a number');
        td.replaceChildren(valueNode(v));
        return;
      }
      next = { N: input.value.trim() };
    } else if (t === 'BOOL') {
      next = { BOOL: input.value.trim() === 'true' };
    } else {
      next = { S: input.value };
    }
    if (sameValue(next, v)) { td.replaceChildren(valueNode(v)); return; }
    const after = Object.assign({}, before, { [column]: next });
    stage(table, before, after);
    row.item = after;
    td.replaceChildren(valueNode(next));
    td.classList.add('edited');
  };
  input.addEventListener('keydown', e => {
    if (e.key === 'Enter') done(true);
    if (e.key === 'Escape') done(false);
  });
  input.addEventListener('blur', () => { if (input.isConnected) done(true); });
}

async function deleteEdge(table, about) {
  const [source, target] = Object.values(about.ids);
  const q = '?kind=' + enc(about.kind) + '&source=' + enc(source) + '&target=' + enc(target);
  try {
    await api('DELETE', tablePath(table, '/edges' + q));
    await route();
    banner('Deleted ' + about.kind + '(' + source + ', ' + target + ') with its counters.', 'info');
  } catch (e) {
    showError(e);
  }
}

// ---- 1. tables ---------------------------------------------------------------------------

async function loadTables() {
  const answer = await api('GET', '/api/tables');
  state.tables = {};
  for (const t of answer.tables) state.tables[t.name] = t;
  return answer.tables;
}

async function ensureTable(t) {
  if (!state.tables[t]) await loadTables();
  if (!state.tables[t]) throw new ApiFailure(404, 'no table named "' + t + '" at this endpoint');
  return state.tables[t];
}

function keyText(schema) {
  return schema.map(k => k.attribute + ' (' + k.keyType + ', ' + k.type + ')').join(', ');
}

async function tablesView() {
  const tables = await loadTables();
  const rows = tables.map(t => h('tr', {},
    h('td', {}, link(t.name, routes.table(t.name), { class: 'table-link' })),
    h('td', {}, keyText(t.keySchema)),
    h('td', {}, t.indexes.length === 0 ? h('span', { class: 'muted' }, 'none') :
      h('ul', {}, t.indexes.map(i => h('li', {}, i.name + ': ' + keyText(i.keySchema) + ' \u2014 '
        + i.projection + (i.include.length ? ' ' + i.include.join(', ') : ''))))),
    h('td', {}, t.itemCount < 0 ? '?' : String(t.itemCount))));
  view(h('h1', {}, 'Tables'),
    h('p', { class: 'muted' }, 'Endpoint: ' + state.info.endpoint),
    tables.length === 0 ? h('p', {}, 'This endpoint has no tables.') :
      h('table', { class: 'grid', id: 'tables' },
        h('tr', {}, h('th', {}, 'table'), h('th', {}, 'key schema'), h('th', {}, 'indexes'),
          h('th', {}, 'items (approx.)')), rows));
}

async function tableView(t) {
  const table = await ensureTable(t);
  const input = h('input', { id: 'pk-input', size: 40, placeholder: 'e.g. STU#a91' });
  const open = e => {
    e.preventDefault();
    if (input.value) location.hash = routes.partition(t, input.value);
  };
  const nodes = state.model.kinds.filter(k => k.node);
  view(h('h1', {}, t),
    h('p', { class: 'muted' }, keyText(table.keySchema)),
    h('form', { class: 'row', onsubmit: open },
      h('label', {}, 'Open the partition ' + table.keySchema[0].attribute + ' =', input),
      h('button', { class: 'primary', type: 'submit' }, 'Open')),
    nodes.length ? h('p', {}, 'Or start from: ', ...nodes.map(k => h('span', { class: 'badge' },
      k.name + ' ' + k.keys.PK))) : null,
    h('ul', {},
      h('li', {}, link('Query builder', routes.query(t))),
      state.model.kinds.length ? h('li', {}, link('Create or delete an edge', routes.edges(t)))
        : null,
      h('li', {}, link('Export and import', routes.transfer(t))),
      h('li', {}, link('Integrity doctor', routes.doctor(t)))));
}

// ---- 2. partition ------------------------------------------------------------------------

async function partitionView(t, pk) {
  await ensureTable(t);
  const answer = await api('GET', tablePath(t, '/partition?pk=' + enc(pk)));
  const left = h('div', { class: 'side', id: 'side-table' });
  const right = h('div', { class: 'side', id: 'side-inverse' });
  const hashKey = state.tables[t].keySchema[0].attribute;
  left.append(h('h2', {}, hashKey + ' = ' + pk));
  const leftGrid = grid(t, answer.items, { about: answer.about, side: 'table', id: 'grid-table' });
  left.append(leftGrid.el, loadMore(t, pk, 'table', answer.cursor, leftGrid));
  if (answer.items.length === 0) left.append(h('p', { class: 'muted' }, 'No items.'));
  const grids = [];
  for (const [index, page] of Object.entries(answer.inverse)) {
    const section = h('div', { class: 'index', 'data-index': index });
    section.append(h('h2', {}, index + ': ' + page.attribute + ' = ' + pk
      + (page.shards > 1 ? ' (' + page.shards + ' shards merged)' : '')));
    const g = grid(t, page.items, { about: page.about, side: 'inverse', id: 'grid-' + index,
      indexOnly: true });
    grids.push(g);
    section.append(g.el, loadMore(t, pk, index, page.cursor, g));
    if (page.items.length === 0) section.append(h('p', { class: 'muted' }, 'No items.'));
    right.append(section);
  }
  pair(leftGrid, grids);
  view(h('h1', {}, 'Partition ', h('code', {}, pk)),
    nodeCard(t, answer.node),
    h('p', {}, link('Export this partition', routes.transfer(t, pk)), ' \u00b7 ',
      link('Query it', routes.query(t, { key: pk }))),
    h('div', { class: 'sides' }, left, right));
}

// Rows whose edge has the same other end on both sides are paired: one relationship, both ways.
function pair(leftGrid, rightGrids) {
  const otherEnd = (r, side) => {
    if (!r.about || r.about.node) return null;
    const ids = Object.values(r.about.ids);
    return side === 'table' ? ids[1] : ids[0];
  };
  const leftEnds = new Set(leftGrid.rows.map(r => otherEnd(r, 'table')).filter(x => x));
  for (const g of rightGrids) {
    const rightEnds = new Set(g.rows.map(r => otherEnd(r, 'inverse')).filter(x => x));
    for (const r of g.rows) r.pair = leftEnds.has(otherEnd(r, 'inverse'));
    for (const r of leftGrid.rows) r.pair = r.pair || rightEnds.has(otherEnd(r, 'table'));
    g.rows.sort((a, b) => (b.pair ? 1 : 0) - (a.pair ? 1 : 0));
    g.render();
  }
  leftGrid.render();
}

function nodeCard(t, node) {
  if (!node) return null;
  const counters = Object.entries(node.counters).map(([name, value]) => h('span', {},
    name + ': ', h('span', { class: 'counter', 'data-counter': name }, value),
    node.counterShards[name] ? ' (node item + ' + node.counterShards[name] + ' counter items)'
      : '', '  '));
  return h('div', { class: 'card', id: 'node' },
    h('span', { class: 'badge' }, node.kind), h('strong', {}, node.id), ' ',
    node.item ? '' : h('span', { class: 'muted' }, '(no node item)'),
    h('div', {}, counters),
    node.related.length ? h('div', {}, 'Also: ', ...node.related.map(r =>
      h('span', {}, link(r.label, routes.partition(t, r.pk), { class: 'related' }), '  ')))
      : null,
    state.info.readOnly ? null : h('div', {}, link('New edge from or to ' + node.id,
      routes.edges(t) + '?node=' + enc(node.kind) + '&id=' + enc(node.id))));
}

function loadMore(t, pk, side, cursor, g) {
  const button = h('button', { class: 'load-more', 'data-side': side }, 'Load more');
  let next = cursor;
  button.hidden = !next;
  button.addEventListener('click', async () => {
    try {
      const answer = await api('GET', tablePath(t, '/partition?pk=' + enc(pk) + '&side='
        + enc(side) + '&cursor=' + enc(next)));
      const page = side === 'table' ? answer : answer.inverse[side];
      g.append(page.items, page.about);
      next = page.cursor;
      button.hidden = !next;
    } catch (e) {
      showError(e);
    }
  });
  return button;
}

// ---- 3. query builder --------------------------------------------------------------------

const SORT_OPS = ['=', '<', '<=', '>', '>=', 'BETWEEN', 'begins_with'];
const FILTER_OPS = ['=', '<>', '<', '<=', '>', '>=', 'BETWEEN', 'IN', 'begins_with', 'contains',
  'attribute_exists', 'attribute_not_exists', 'attribute_type', 'size =', 'size <', 'size <=',
  'size >', 'size >='];

function valueInput(cls, value, placeholder) {
  return h('input', { class: cls, value: value || '', placeholder: placeholder || 'value' });
}

function typed(type, text) {
  if (type === 'N') return { N: text.trim() };
  if (type === 'BOOL') return { BOOL: text.trim() === 'true' };
  if (type === 'NULL') return { NULL: true };
  return { [type]: text };
}

async function queryView(t, q) {
  const table = await ensureTable(t);
  const saved = q ? JSON.parse(q) : {};
  const index = h('select', { id: 'q-index' },
    h('option', { value: '' }, 'table ' + t),
    table.indexes.map(i => h('option', { value: i.name }, 'index ' + i.name)));
  index.value = saved.index || '';
  const schema = () => index.value ? table.indexes.find(i => i.name === index.value).keySchema
    : table.keySchema;
  const keyLabel = h('span');
  const keyValue = valueInput('q-key', saved.key, 'partition key value');
  keyValue.id = 'q-key';
  const sortOp = h('select', { id: 'q-sort-op' }, h('option', { value: '' }, '(no sort condition)'),
    SORT_OPS.map(o => h('option', { value: o }, o)));
  sortOp.value = saved.sortOp || '';
  const sort1 = valueInput('q-sort-1', saved.sort1);
  const sort2 = valueInput('q-sort-2', saved.sort2, 'and');
  sort1.id = 'q-sort-1';
  sort2.id = 'q-sort-2';
  const filters = h('div', { id: 'q-filters' });
  const limit = h('input', { id: 'q-limit', type: 'number', min: 1, max: 1000,
    value: saved.limit || 25 });
  const desc = h('input', { id: 'q-desc', type: 'checkbox' });
  desc.checked = !!saved.descending;
  const kind = h('select', { id: 'q-kind' }, h('option', { value: '' }, '(any kind)'),
    state.model.kinds.map(k => h('option', { value: k.name }, k.name)));
  const attributes = h('datalist', { id: 'q-attributes' });
  const refreshKind = () => {
    const s = schema();
    keyLabel.textContent = s[0].attribute + ' = ';
    const k = state.model.kinds.find(x => x.name === kind.value);
    attributes.replaceChildren(...(k ? Object.keys(k.attributes) : []).map(a =>
      h('option', { value: a })));
  };
  index.addEventListener('change', refreshKind);
  kind.addEventListener('change', () => {
    const k = state.model.kinds.find(x => x.name === kind.value);
    if (k && !k.node) {
      const onIndex = index.value && index.value === k.inverse;
      const pattern = onIndex ? k.keys[k.inverse + 'SK'] : k.keys.SK;
      sortOp.value = 'begins_with';
      sort1.value = pattern.split('{')[0];
    }
    refreshKind();
  });
  const addFilter = (f) => {
    f = f || {};
    const attr = h('input', { class: 'f-attr', list: 'q-attributes', value: f.attribute || '',
      placeholder: 'attribute' });
    const op = h('select', { class: 'f-op' }, FILTER_OPS.map(o => h('option', { value: o }, o)));
    op.value = f.op || '=';
    const type = h('select', { class: 'f-type' }, ['S', 'N', 'BOOL', 'NULL'].map(x =>
      h('option', { value: x }, x)));
    type.value = f.type || 'S';
    const v1 = valueInput('f-v1', f.v1, 'value (IN: comma-separated)');
    const v2 = valueInput('f-v2', f.v2, 'and');
    const row = h('div', { class: 'row filter' }, attr, op, type, v1, v2,
      h('button', { type: 'button', onclick: () => row.remove() }, 'remove'));
    filters.append(row);
  };
  (saved.filters || []).forEach(addFilter);
  const results = h('div', { id: 'q-results' });
  const collect = () => ({
    index: index.value || null, key: keyValue.value, sortOp: sortOp.value, sort1: sort1.value,
    sort2: sort2.value, limit: parseInt(limit.value, 10) || 25, descending: desc.checked,
    filters: [...filters.querySelectorAll('.filter')].map(r => ({
      attribute: r.querySelector('.f-attr').value, op: r.querySelector('.f-op').value,
      type: r.querySelector('.f-type').value, v1: r.querySelector('.f-v1').value,
      v2: r.querySelector('.f-v2').value })),
  });
  const body = (s, cursor) => {
    const ks = s.index ? table.indexes.find(i => i.name === s.index).keySchema : table.keySchema;
    const req = { index: s.index, key: { attribute: ks[0].attribute,
      value: { [ks[0].type]: s.key } }, limit: s.limit, descending: s.descending, cursor };
    if (s.sortOp && ks[1]) {
      const vs = [{ [ks[1].type]: s.sort1 }];
      if (s.sortOp === 'BETWEEN') vs.push({ [ks[1].type]: s.sort2 });
      req.sort = { attribute: ks[1].attribute, op: s.sortOp, values: vs };
    }
    req.filters = s.filters.filter(f => f.attribute).map(f => {
      let values = [];
      if (f.op === 'IN') values = f.v1.split(',').map(x => typed(f.type, x.trim()));
      else if (f.op === 'attribute_type') values = [{ S: f.v1 }];
      else if (f.op.startsWith('size')) values = [{ N: f.v1 }];
      else if (f.op === 'BETWEEN') values = [typed(f.type, f.v1), typed(f.type, f.v2)];
      else if (!f.op.startsWith('attribute_')) values = [typed(f.type, f.v1)];
      return { attribute: f.attribute, op: f.op, values };
    });
    return req;
  };
  const run = async (e) => {
    e.preventDefault();
    const s = collect();
    const hash = routes.query(t, s);
    if (location.hash !== hash) history.replaceState(null, '', hash);
    await runQuery(t, body, s, results);
  };
  view(h('h1', {}, 'Query builder'),
    h('form', { id: 'query-form', onsubmit: run },
      h('div', { class: 'row' }, h('label', {}, 'on', index),
        state.model.kinds.length ? h('label', {}, 'record kind', kind) : null),
      h('div', { class: 'row' }, h('label', {}, h('span', {}, keyLabel), keyValue),
        h('label', {}, 'sort key', sortOp), h('label', {}, 'value', sort1),
        h('label', {}, 'BETWEEN ... AND', sort2)),
      h('h3', {}, 'Filters (AND)'), filters, attributes,
      h('button', { type: 'button', id: 'q-add-filter', onclick: () => addFilter() },
        'Add a filter'),
      h('div', { class: 'row' }, h('label', {}, 'page size', limit),
        h('label', {}, 'descending', desc),
        h('button', { class: 'primary', type: 'submit', id: 'q-run' }, 'Run query'))),
    results);
  refreshKind();
  if (saved.key) await runQuery(t, body, saved, results);
}

async function runQuery(t, body, s, results) {
  let answer;
  try {
    answer = await api('POST', tablePath(t, '/query'), body(s, null));
  } catch (e) {
    showError(e);
    return;
  }
  const g = grid(t, answer.items, { id: 'grid-query', indexOnly: !!s.index });
  const stats = h('p', { id: 'q-stats' });
  let count = answer.count, scanned = answer.scannedCount, capacity = answer.consumedCapacity || 0;
  let pages = 1;
  const showStats = () => {
    stats.textContent = 'Count ' + count + ' \u00b7 ScannedCount ' + scanned
      + ' \u00b7 consumed capacity ' + capacity + ' \u00b7 pages ' + pages
      + ' \u00b7 rows ' + g.rows.length;
  };
  showStats();
  const request = h('pre', { id: 'q-request' }, JSON.stringify(answer.request, null, 2));
  const more = h('button', { class: 'load-more', id: 'q-more' }, 'Load more');
  let cursor = answer.cursor;
  more.hidden = !cursor;
  more.addEventListener('click', async () => {
    try {
      const next = await api('POST', tablePath(t, '/query'), body(s, cursor));
      g.append(next.items);
      count += next.count;
      scanned += next.scannedCount;
      capacity += next.consumedCapacity || 0;
      pages++;
      cursor = next.cursor;
      more.hidden = !cursor;
      request.textContent = JSON.stringify(next.request, null, 2);
      showStats();
    } catch (e) {
      showError(e);
    }
  });
  results.replaceChildren(
    h('h2', {}, 'Request sent'), request,
    answer.daoCall ? h('div', {}, h('h3', {}, 'The generated DAO call that sends it'),
      h('pre', { id: 'q-dao' }, answer.daoCall)) : null,
    h('h2', {}, 'Results'), stats, g.el, more,
    h('div', { class: 'row' },
      h('button', { onclick: () => download(t + '-result.jsonl', 'application/x-ndjson',
        g.rows.map(r => JSON.stringify(r.item)).join('\n') + '\n') }, 'Export as JSON lines'),
      h('button', { onclick: () => download(t + '-result.csv', 'text/csv', csv(g.rows.map(r =>
        r.item))) }, 'Export as CSV')));
}

function download(name, type, text) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = h('a', { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function csv(items) {
  const columns = [...new Set(items.flatMap(i => Object.keys(i)))];
  const cell = (text) => {
    let s = String(text);
    if (/^[=+\-@\t\r]/.test(s) && !/^-?[\d.]+([eE][-+]?\d+)?$/.test(s)) s = "'" + s;
    return '"' + s.replace(/"/g, '""') + '"';
  };
  const lines = [columns.map(cell).join(',')];
  for (const i of items) {
    lines.push(columns.map(c => i[c] === undefined ? '' : cell(typeOf(i[c]) === 'S'
      || typeOf(i[c]) === 'N' ? plain(i[c]) : JSON.stringify(i[c]))).join(','));
  }
  return lines.join('\r\n') + '\r\n';
}

// ---- 4 and 6. one item: every value, lossless, edited as DynamoDB JSON --------------------

async function itemView(t, keyJson) {
  await ensureTable(t);
  let answer;
  try {
    answer = await api('GET', tablePath(t, '/item?key=' + enc(keyJson)));
  } catch (e) {
    if (e.status === 404) {
      view(h('h1', {}, 'No such item'), h('pre', {}, keyJson));
      return;
    }
    throw e;
  }
  const item = answer.item;
  const rows = Object.keys(item).sort().map(name => h('tr', {},
    h('th', {}, name), h('td', {}, typeOf(item[name])), h('td', { 'data-col': name },
      valueNode(item[name]))));
  const editor = h('textarea', { id: 'item-json', spellcheck: 'false' });
  editor.value = JSON.stringify(item, null, 2);
  const stageEdit = () => {
    let after;
    try {
      after = JSON.parse(editor.value);
    } catch (e) {
      banner('The item is not valid JSON: ' + e.message);
      return;
    }
    stage(t, item, after);
    banner('Staged. Commit it with the button above (conditional on the values read).', 'info');
  };
  const pk = item[state.tables[t].keySchema[0].attribute];
  view(h('h1', {}, 'Item'),
    h('p', {}, pk && pk.S !== undefined ? link('its partition', routes.partition(t, pk.S)) : ''),
    h('table', { class: 'grid', id: 'item-grid' },
      h('tr', {}, h('th', {}, 'attribute'), h('th', {}, 'type'), h('th', {}, 'value')), rows),
    h('h2', {}, 'DynamoDB JSON'),
    editor,
    state.info.readOnly ? h('p', { class: 'muted' }, 'Read-only: edits are refused.') :
      h('div', { class: 'row' },
        h('button', { class: 'primary', id: 'item-stage', onclick: stageEdit }, 'Stage this edit'),
        h('button', { class: 'danger', id: 'item-delete', onclick: () => {
          stage(t, item, null);
          banner('Deletion staged (conditional on the values read).', 'info');
        } }, 'Stage deletion')));
}

// ---- 5. edges ----------------------------------------------------------------------------

async function edgesView(t, kindName) {
  await ensureTable(t);
  const params = parseHash().params;
  const edges = state.model.kinds.filter(k => !k.node);
  if (edges.length === 0) {
    view(h('h1', {}, 'Edges'), h('p', {}, 'Edges are written by the model\'s DAOs: start the'
      + ' console with --model to create or delete them here.'));
    return;
  }
  const kind = h('select', { id: 'e-kind' }, edges.map(k => h('option', { value: k.name },
    k.name + ' (' + k.source + ' \u2192 ' + k.target + ')')));
  kind.value = kindName || edges[0].name;
  const source = h('input', { id: 'e-source', placeholder: 'source id' });
  const target = h('input', { id: 'e-target', placeholder: 'target id' });
  const node = params.get('node'), id = params.get('id');
  const attributes = h('div', { id: 'e-attributes' });
  const counters = h('div', { id: 'e-counters' });
  const refresh = () => {
    const k = edges.find(x => x.name === kind.value);
    if (node && id) {
      if (k.source === node && !source.value) source.value = id;
      else if (k.target === node && !target.value) target.value = id;
    }
    attributes.replaceChildren(...Object.entries(k.attributes).map(([name, type]) =>
      h('label', {}, name + ' (' + type + ')', h('input', { class: 'e-attr', 'data-name': name,
        'data-type': type }))));
  };
  kind.addEventListener('change', refresh);
  refresh();
  const showCounters = async (label) => {
    const k = edges.find(x => x.name === kind.value);
    const parts = [];
    for (const [end, nodeKind, value] of [['source', k.source, source.value],
      ['target', k.target, target.value]]) {
      const n = state.model.kinds.find(x => x.name === nodeKind);
      if (!n || !value) continue;
      const pk = n.keys.PK.replace(/\{[^}]+\}/, value.replace(/%/g, '%25').replace(/#/g, '%23'));
      try {
        const p = await api('GET', tablePath(t, '/partition?pk=' + enc(pk) + '&limit=1'));
        if (p.node) {
          parts.push(h('div', { class: 'counters-' + end }, label + ' ' + end + ' ',
            link(pk, routes.partition(t, pk)), ': ',
            ...Object.entries(p.node.counters).map(([c, v]) => h('span', {}, c + ' = ',
              h('span', { class: 'counter', 'data-counter': c }, v), '  '))));
        }
      } catch (e) {
        parts.push(h('div', {}, end + ': ' + e.message));
      }
    }
    return parts;
  };
  const write = async (method) => {
    const before = await showCounters('before:');
    try {
      if (method === 'POST') {
        const attrs = {};
        for (const input of attributes.querySelectorAll('.e-attr')) {
          if (input.value !== '') {
            attrs[input.dataset.name] = typed(input.dataset.type === 'N' ? 'N' : 'S', input.value);
          }
        }
        await api('POST', tablePath(t, '/edges'), { kind: kind.value, source: source.value,
          target: target.value, attributes: attrs });
        banner('Created ' + kind.value + '(' + source.value + ', ' + target.value
          + ') and moved its counters, in one transaction.', 'info');
      } else {
        await api('DELETE', tablePath(t, '/edges?kind=' + enc(kind.value) + '&source='
          + enc(source.value) + '&target=' + enc(target.value)));
        banner('Deleted ' + kind.value + '(' + source.value + ', ' + target.value
          + ') and moved its counters back, in one transaction.', 'info');
      }
    } catch (e) {
      showError(e);
    }
    const after = await showCounters('after:');
    counters.replaceChildren(...before, ...after);
  };
  view(h('h1', {}, 'Edges'),
    h('p', { class: 'muted' }, 'Written by the generated DAO: put (attribute_not_exists, with its'
      + ' counters in one TransactWriteItems) and delete(source, target).'),
    h('div', { class: 'row' }, h('label', {}, 'kind', kind), h('label', {}, 'source', source),
      h('label', {}, 'target', target)),
    attributes,
    state.info.readOnly ? h('p', {}, 'Read-only: writes are refused.') :
      h('div', { class: 'row' },
        h('button', { class: 'primary', id: 'e-create', onclick: () => write('POST') },
          'Create edge'),
        h('button', { class: 'danger', id: 'e-delete', onclick: () => write('DELETE') },
          'Delete edge')),
    counters);
}

// ---- 7. doctor ---------------------------------------------------------------------------

async function doctorView(t) {
  await ensureTable(t);
  const out = h('div', { id: 'doctor-out' });
  const progress = h('progress', { hidden: true });
  const show = (answer) => {
    const findings = answer.findings || [];
    out.replaceChildren(h('p', {}, findings.length === 0 ? 'No findings: the table is consistent'
      + ' with the model.' : findings.length + ' finding' + (findings.length === 1 ? '' : 's')),
      h('table', { class: 'grid', id: 'findings' }, findings.map(f => h('tr', {},
        h('td', {}, h('span', { class: 'badge' }, f.kind)),
        h('td', {}, f.key && f.key.PK && f.key.PK.S ? link(f.key.PK.S, routes.item(t, f.key))
          : JSON.stringify(f.key)),
        h('td', {}, f.message)))),
      findings.length && !state.info.readOnly ? h('button', { class: 'primary', id: 'repair',
        onclick: () => call('POST', '/doctor/repair') }, 'Repair') : null);
  };
  const call = async (method, path) => {
    progress.hidden = false;
    try {
      show(await api(method, tablePath(t, path), method === 'POST' ? {} : undefined));
    } catch (e) {
      out.replaceChildren(h('p', { class: 'muted' }, e.message));
    } finally {
      progress.hidden = true;
    }
  };
  const available = !!state.info.doctor;
  view(h('h1', {}, 'Integrity doctor'),
    h('p', { class: 'muted' }, 'Checks counters against edges, dangling edges, index keys,'
      + ' unknown items and attribute types, then repairs with conditional writes.'),
    h('button', { class: 'primary', id: 'doctor-run', disabled: !available,
      onclick: () => call('GET', '/doctor') }, 'Run the doctor'), ' ', progress, out);
  if (!available) {
    out.replaceChildren(h('div', { class: 'card', id: 'doctor-missing' },
      h('p', {}, h('strong', {}, 'The integrity doctor is not available in this build.')),
      h('p', { class: 'muted' }, 'This console was built without io.edgetable.doctor; nothing'
        + ' was checked and nothing will be repaired from here.')));
  }
}

// ---- 8. export and import ----------------------------------------------------------------

async function transferView(t, pk) {
  const table = await ensureTable(t);
  const pkInput = h('input', { id: 'x-pk', value: pk || '', size: 40 });
  const side = h('select', { id: 'x-side' }, h('option', { value: 'table' }, 'table'),
    table.indexes.map(i => h('option', { value: i.name }, i.name)));
  const format = h('select', { id: 'x-format' }, h('option', { value: 'jsonl' }, 'JSON lines'),
    h('option', { value: 'csv' }, 'CSV'));
  const exportLink = h('a', { id: 'x-link', class: 'button' }, 'Download');
  const refresh = () => {
    exportLink.href = tablePath(t, '/export?pk=' + enc(pkInput.value) + '&side='
      + enc(side.value) + '&format=' + format.value);
    exportLink.setAttribute('download', t + '.' + format.value);
  };
  [pkInput, side, format].forEach(x => x.addEventListener('input', refresh));
  refresh();
  const lines = h('textarea',
    { id: 'i-lines', placeholder: '{"PK": {"S": "..."}, ...} one per line' });
  const file = h('input', { type: 'file', accept: '.json,.jsonl,.txt' });
  file.addEventListener('change', async () => {
    if (file.files[0]) lines.value = await file.files[0].text();
  });
  const report = h('div', { id: 'i-report' });
  const importNow = async () => {
    try {
      const r = await api('POST', tablePath(t, '/import'), { lines: lines.value });
      report.replaceChildren(h('p', {}, 'Created ' + r.created + '; already there (not'
        + ' overwritten) ' + r.existing.length + '; errors ' + r.errors.length + '.'),
        ...r.existing.map(x => h('div', {}, 'line ' + x.line + ' exists: '
          + JSON.stringify(x.key))),
        ...r.errors.map(x => h('div', {}, 'line ' + x.line + ': ' + x.error)));
    } catch (e) {
      showError(e);
    }
  };
  view(h('h1', {}, 'Export and import'),
    h('h2', {}, 'Export a partition (page by page, never a Scan)'),
    h('div', { class: 'row' }, h('label', {}, 'partition key', pkInput),
      h('label', {}, 'side', side),
      h('label', {}, 'format', format), exportLink),
    h('h2', {}, 'Import DynamoDB JSON lines (creates only; existing items are reported)'),
    file, lines,
    state.info.readOnly ? h('p', {}, 'Read-only: import is refused.') :
      h('button', { class: 'primary', id: 'i-run', onclick: importNow }, 'Import'),
    report);
}

// ---- 9. the model ------------------------------------------------------------------------

const SVG = 'http://www.w3.org/2000/svg';
function s(tag, attrs, ...children) {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs || {})) el.setAttribute(k, String(v));
  for (const c of children) el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  return el;
}

function modelView(selected) {
  const kinds = state.model.kinds;
  if (kinds.length === 0) {
    view(h('h1', {}, 'Model'), h('p', {}, 'No model: start the console with --model PATH (jars or'
      + ' class folders with the classes EdgeTable generated) to see record kinds.'));
    return;
  }
  const nodes = kinds.filter(k => k.node);
  const edges = kinds.filter(k => !k.node);
  const width = Math.max(700, nodes.length * 190);
  const pos = {};
  nodes.forEach((n, i) => { pos[n.name] = { x: 40 + i * 180, y: 180 }; });
  const svg = s('svg', { width, height: 340, id: 'model-graph', role: 'img' });
  svg.append(s('defs', {}, s('marker', { id: 'arrow', viewBox: '0 0 10 10', refX: 10, refY: 5,
    markerWidth: 7, markerHeight: 7, orient: 'auto-start-reverse' },
  s('path', { d: 'M 0 0 L 10 5 L 0 10 z', fill: '#98a2b3' }))));
  edges.forEach((e, i) => {
    const a = pos[e.source], b = pos[e.target];
    if (!a || !b) return;
    const g = s('g', { class: 'edge clickable', 'data-kind': e.name });
    const label = e.name + (e.inverse ? ' [' + e.inverse + ', ' + e.projection
      + (e.shards > 1 ? ', ' + e.shards + ' shards' : '') + ']' : '');
    if (e.source === e.target) {
      const x = a.x + 70, y = a.y;
      g.append(s('path', { d: `M ${x - 20} ${y} C ${x - 60} ${y - 110}, ${x + 60} ${y - 110},`
        + ` ${x + 20} ${y}`, 'marker-end': 'url(#arrow)' }));
      g.append(s('text', { x: x - 60, y: y - 95 }, label));
    } else {
      const bend = 60 + (i % 3) * 35;
      const x1 = a.x + 70, x2 = b.x + 70, y = a.y;
      const dir = a.x < b.x ? -1 : 1;
      g.append(s('path', { d: `M ${x1} ${y} Q ${(x1 + x2) / 2} ${y + dir * bend * 2} ${x2} ${y}`,
        'marker-end': 'url(#arrow)' }));
      g.append(s('text', { x: (x1 + x2) / 2 - 60, y: y + dir * bend + 4 }, label));
    }
    g.addEventListener('click', () => { location.hash = routes.model(e.name); });
    svg.append(g);
  });
  for (const n of nodes) {
    const p = pos[n.name];
    const g = s('g', { class: 'node clickable', 'data-kind': n.name });
    g.append(s('rect', { x: p.x, y: p.y - 22, width: 140, height: 44, rx: 8 }));
    g.append(s('text', { x: p.x + 10, y: p.y - 4 }, n.name));
    g.append(s('text', { x: p.x + 10, y: p.y + 13 }, n.keys.PK));
    g.addEventListener('click', () => { location.hash = routes.model(n.name); });
    svg.append(g);
  }
  const k = kinds.find(x => x.name === selected);
  view(h('h1', {}, 'Model'),
    h('p', { class: 'muted' }, 'Click a node or an edge for its key layout and an example item.'),
    svg, k ? kindCard(k) : null);
}

function kindCard(k) {
  const layout = Object.entries(k.keys).map(([a, p]) => h('div', {}, h('code', {}, a + ' = ' + p)));
  return h('div', { class: 'card', id: 'kind-card' },
    h('h2', {}, k.name + (k.node ? ' (node)' : ' (edge ' + k.source + ' \u2192 ' + k.target + ')')),
    layout,
    h('p', {}, 'Attributes: ' + (Object.entries(k.attributes).map(([n, t]) => n + ' ' + t)
      .join(', ') || 'none')),
    k.counters.length ? h('p', {}, 'Counters: ' + k.counters.join(', ')) : null,
    k.version ? h('p', {}, '@Version: ' + k.version) : null,
    k.ttl ? h('p', {}, '@Ttl: ' + k.ttl) : null,
    k.node ? null : h('p', {}, 'Inverse: ' + (k.inverse ? k.inverse + ', ' + k.projection
      + ', ' + k.shards + ' shard' + (k.shards > 1 ? 's' : '') : 'none')
      + (k.counted ? '; moves counters' : '')),
    h('h3', {}, 'Example item'), h('pre', {}, JSON.stringify(k.example, null, 2)),
    k.node ? null : draftForm(k));
}

function draftForm(k) {
  const name = h('input', { id: 'd-name', value: 'Like' });
  const label = h('input', { id: 'd-label', value: 'LIKE' });
  const inverse = h('input', { id: 'd-inverse', value: k.inverse || 'GSI1' });
  const shards = h('input', { id: 'd-shards', type: 'number', min: 1, value: k.shards || 1 });
  const out = h('pre', { id: 'd-java' });
  const draft = () => {
    const lines = ['@Edge(source = ' + k.source + '.class, target = ' + k.target + '.class,'
      + ' label = "' + label.value.replace(/[^A-Za-z0-9_.-]/g, '') + '",',
    '      inverse = "' + inverse.value.replace(/[^A-Za-z0-9_.-]/g, '') + '"'
      + (parseInt(shards.value, 10) > 1 ? ', inverseShards = ' + parseInt(shards.value, 10) : '')
      + ')',
    'public record ' + name.value.replace(/[^A-Za-z0-9_]/g, '') + '(@SourceId String '
      + k.sourceId + ', @TargetId String ' + k.targetId + ', Instant since) {}'];
    out.textContent = lines.join('\n');
  };
  [name, label, inverse, shards].forEach(x => x.addEventListener('input', draft));
  draft();
  return h('div', {}, h('h3', {}, 'Model a new edge like this one'),
    h('div', { class: 'row' }, h('label', {}, 'record', name), h('label', {}, 'label', label),
      h('label', {}, 'inverse index', inverse), h('label', {}, 'inverse shards', shards)),
    out, h('p', { class: 'muted' }, 'Paste it next to your records; the processor generates its'
      + ' keys, DAO and counters.'));
}

// ---- start -------------------------------------------------------------------------------

async function start() {
  try {
    state.info = await api('GET', '/api/info');
    if (state.info.model) state.model = await api('GET', '/api/model');
  } catch (e) {
    showError(e);
    view(h('p', {}, 'The console cannot start. ', e.message));
    return;
  }
  const nav = document.getElementById('nav');
  const t = state.info.table;
  nav.replaceChildren(link('Tables', routes.tables()), link('Partition', routes.table(t)),
    link('Query', routes.query(t)), state.info.model ? link('Edges', routes.edges(t)) : null,
    link('Doctor', routes.doctor(t)), link('Export/import', routes.transfer(t)),
    link('Model', routes.model()));
  document.getElementById('mode').textContent = (state.info.readOnly ? 'READ-ONLY \u00b7 ' : '')
    + (state.info.model ? 'model: ' + state.model.kinds.length + ' kinds' : 'raw mode (no model)');
  window.addEventListener('hashchange', route);
  await route();
}

document.addEventListener('DOMContentLoaded', start);
