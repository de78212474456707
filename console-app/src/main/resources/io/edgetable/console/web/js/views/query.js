// 3. The query builder: table or any index, partition key, key conditions (on an index with a
// multi-attribute sort key: equality on the leading attributes and any operator on the next, as
// DynamoDB allows), filters, typed by the model when a record kind is chosen. Shows the exact
// request and the generated DAO call; results in a grid, "load more" pages on.
import { h, view, banner, fill } from '../dom.js';
import { state, kindNamed } from '../state.js';
import { routes } from '../routes.js';
import { api, tablePath, ensureTable, showError } from '../api.js';
import { grid } from '../grid.js';
import { fieldOf, parseTyped } from '../values.js';
import { download, fileName } from '../exports.js';

const SORT_OPS = ['=', '<', '<=', '>', '>=', 'BETWEEN', 'begins_with'];
const FILTER_OPS = ['=', '<>', '<', '<=', '>', '>=', 'BETWEEN', 'IN', 'begins_with', 'contains',
  'attribute_exists', 'attribute_not_exists', 'attribute_type', 'size =', 'size <', 'size <=',
  'size >', 'size >='];

function valueInput(cls, value, placeholder, label) {
  return h('input', { class: cls, value: value || '', placeholder: placeholder || 'value',
    'aria-label': label || placeholder || 'value' });
}

function typed(type, text) {
  if (type === 'N') return { N: text.trim() };
  if (type === 'BOOL') return { BOOL: text.trim() === 'true' };
  if (type === 'NULL') return { NULL: true };
  return { [type]: text };
}

export async function queryView(t, q) {
  const table = await ensureTable(t);
  let saved = {};
  try { saved = q ? JSON.parse(q) : {}; } catch (e) { saved = {}; }
  const index = h('select', { id: 'q-index' },
    h('option', { value: '' }, 'table ' + t),
    table.indexes.map(i => h('option', { value: i.name }, 'index ' + i.name)));
  index.value = saved.index || '';
  const schema = () => index.value ? table.indexes.find(i => i.name === index.value).keySchema
    : table.keySchema;
  const keyLabel = h('span');
  const keyValue = valueInput('q-key', saved.key, 'partition key value');
  keyValue.id = 'q-key';
  // One row per sort attribute of the key (more than one on an ordered inverse index).
  const sortRows = h('div', { id: 'q-sorts' });
  const savedSorts = saved.sorts || (saved.sortOp ? [{ op: saved.sortOp, v1: saved.sort1,
    v2: saved.sort2 }] : []);
  const renderSorts = (previous) => {
    const ranges = schema().filter(k => k.keyType === 'RANGE');
    sortRows.replaceChildren(...ranges.map((k, i) => {
      const old = (previous || [])[i] || {};
      const op = h('select', { class: 'q-sort-op', id: i === 0 ? 'q-sort-op' : null,
        'data-attr': k.attribute, 'aria-label': k.attribute + ' condition' },
      h('option', { value: '' }, '(no condition)'),
      SORT_OPS.map(o => h('option', { value: o }, o)));
      op.value = old.op || '';
      const v1 = valueInput('q-sort-1', old.v1, k.type === 'N' ? 'number' : 'value',
        k.attribute + ' value');
      const v2 = valueInput('q-sort-2', old.v2, 'and', k.attribute + ' upper bound');
      if (i === 0) { v1.id = 'q-sort-1'; v2.id = 'q-sort-2'; }
      op.addEventListener('change', () => refreshSorts());
      return h('div', { class: 'row sort-row', 'data-attr': k.attribute },
        h('label', {}, 'sort key ' + k.attribute + ' (' + k.type + ')', op),
        h('label', {}, 'value', v1), h('label', { class: 'between' }, 'BETWEEN \u2026 AND', v2));
    }));
    refreshSorts();
  };
  // A condition on a sort attribute needs equality on every one before it.
  const refreshSorts = () => {
    let open = true;
    for (const row of sortRows.querySelectorAll('.sort-row')) {
      const op = row.querySelector('.q-sort-op');
      op.disabled = !open;
      if (!open) op.value = '';
      [...op.options].forEach(o => { o.disabled = false; });
      row.querySelector('.between').hidden = op.value !== 'BETWEEN';
      open = open && op.value === '=';
    }
  };
  const filters = h('div', { id: 'q-filters' });
  const limit = h('input', { id: 'q-limit', type: 'number', min: 1, max: 1000,
    value: saved.limit || 25 });
  const desc = h('input', { id: 'q-desc', type: 'checkbox' });
  desc.checked = !!saved.descending;
  const kind = h('select', { id: 'q-kind' }, h('option', { value: '' }, '(any kind)'),
    state.model.kinds.map(k => h('option', { value: k.name }, k.name)));
  kind.value = saved.kind || '';
  const attributes = h('datalist', { id: 'q-attributes' });
  const refreshKind = () => {
    keyLabel.textContent = schema()[0].attribute + ' = ';
    const k = kindNamed(kind.value);
    attributes.replaceChildren(...(k ? Object.keys(k.attributes) : []).map(a =>
      h('option', { value: a })));
  };
  index.addEventListener('change', () => { renderSorts(); refreshKind(); });
  kind.addEventListener('change', () => {
    const k = kindNamed(kind.value);
    if (k && !k.node) {
      const onIndex = index.value && index.value === k.inverse;
      const pattern = onIndex ? k.keys[k.inverse + 'SK'] : k.keys.SK;
      const first = sortRows.querySelector('.sort-row');
      if (pattern && first && first.dataset.attr === (onIndex ? k.inverse + 'SK' : 'SK')) {
        first.querySelector('.q-sort-op').value = 'begins_with';
        first.querySelector('.q-sort-1').value = pattern.split('{')[0];
        refreshSorts();
      }
    }
    refreshKind();
  });
  const addFilter = (f) => {
    f = f || {};
    const attr = h('input', { class: 'f-attr', list: 'q-attributes', value: f.attribute || '',
      placeholder: 'attribute', 'aria-label': 'filter attribute' });
    const op = h('select', { class: 'f-op', 'aria-label': 'filter operator' },
      FILTER_OPS.map(o => h('option', { value: o }, o)));
    op.value = f.op || '=';
    const type = h('select', { class: 'f-type', 'aria-label': 'value type' },
      ['S', 'N', 'BOOL', 'NULL'].map(x => h('option', { value: x }, x)));
    type.value = f.type || 'S';
    // With a record kind, the attribute's type comes from the model.
    attr.addEventListener('change', () => {
      const field = fieldOf(kindNamed(kind.value), attr.value);
      if (field && ['S', 'N', 'BOOL'].includes(field.dynamo)) type.value = field.dynamo;
    });
    const v1 = valueInput('f-v1', f.v1, 'value (IN: comma-separated)', 'filter value');
    const v2 = valueInput('f-v2', f.v2, 'and', 'filter upper bound');
    const row = h('div', { class: 'row filter' }, attr, op, type, v1, v2,
      h('button', { type: 'button', onclick: () => row.remove() }, 'remove'));
    filters.append(row);
  };
  (saved.filters || []).forEach(addFilter);
  const results = h('div', { id: 'q-results' });
  const collect = () => ({
    index: index.value || null, kind: kind.value || null, key: keyValue.value,
    sorts: [...sortRows.querySelectorAll('.sort-row')].map(r => ({
      op: r.querySelector('.q-sort-op').value, v1: r.querySelector('.q-sort-1').value,
      v2: r.querySelector('.q-sort-2').value })),
    limit: parseInt(limit.value, 10) || 25, descending: desc.checked,
    filters: [...filters.querySelectorAll('.filter')].map(r => ({
      attribute: r.querySelector('.f-attr').value, op: r.querySelector('.f-op').value,
      type: r.querySelector('.f-type').value, v1: r.querySelector('.f-v1').value,
      v2: r.querySelector('.f-v2').value })),
  });
  const body = (s, cursor) => buildRequest(table, s, cursor);
  const run = async (e) => {
    e.preventDefault();
    const s = collect();
    let request;
    try {
      request = body(s, null);
    } catch (err) {
      banner(err.message);
      return;
    }
    const hash = routes.query(t, s);
    if (location.hash !== hash) history.replaceState(null, '', hash);
    banner(null);
    await runQuery(t, body, s, results, request);
  };
  view(h('h1', {}, 'Query builder'),
    h('form', { id: 'query-form', onsubmit: run },
      h('div', { class: 'row' }, h('label', {}, 'on', index),
        state.model.kinds.length ? h('label', {}, 'record kind', kind) : null),
      h('div', { class: 'row' }, h('label', {}, h('span', {}, keyLabel), keyValue)),
      sortRows,
      h('h3', {}, 'Filters (AND)'), filters, attributes,
      h('button', { type: 'button', id: 'q-add-filter', onclick: () => addFilter() },
        'Add a filter'),
      h('div', { class: 'row' }, h('label', {}, 'page size', limit),
        h('label', { class: 'inline' }, desc, ' descending'),
        h('button', { class: 'primary', type: 'submit', id: 'q-run' }, 'Run query'))),
    results);
  renderSorts(savedSorts);
  refreshKind();
  if (saved.key) {
    try {
      await runQuery(t, body, saved, results, body(saved, null));
    } catch (e) {
      showError(e);
    }
  }
}

// The API's request body. A key value takes its attribute's type from the key schema; a filter
// value the type chosen (or the model's). Refused here, before sending, when a number is not one.
function buildRequest(table, s, cursor) {
  const ks = s.index ? table.indexes.find(i => i.name === s.index).keySchema : table.keySchema;
  const keyValue = (k, text) => {
    if (k.type === 'N') {
      const parsed = parseTyped({ dynamo: 'N', java: '' }, text);
      if (parsed.error) throw new Error(k.attribute + ': ' + parsed.error);
      return parsed.value;
    }
    return { [k.type]: text };
  };
  const req = { index: s.index, key: { attribute: ks[0].attribute,
    value: keyValue(ks[0], s.key) }, limit: s.limit || 25, descending: s.descending, cursor };
  const ranges = ks.filter(k => k.keyType === 'RANGE');
  const sorts = [];
  (s.sorts || []).forEach((c, i) => {
    if (!c.op || !ranges[i]) return;
    const vs = [keyValue(ranges[i], c.v1)];
    if (c.op === 'BETWEEN') vs.push(keyValue(ranges[i], c.v2));
    sorts.push({ attribute: ranges[i].attribute, op: c.op, values: vs });
  });
  if (sorts.length === 1) req.sort = sorts[0];
  else if (sorts.length > 1) req.sort = sorts;
  req.filters = (s.filters || []).filter(f => f.attribute).map(f => {
    let values = [];
    if (f.op === 'IN') values = f.v1.split(',').map(x => typed(f.type, x.trim()));
    else if (f.op === 'attribute_type') values = [{ S: f.v1 }];
    else if (f.op.startsWith('size')) values = [{ N: f.v1 }];
    else if (f.op === 'BETWEEN') values = [typed(f.type, f.v1), typed(f.type, f.v2)];
    else if (!f.op.startsWith('attribute_')) values = [typed(f.type, f.v1)];
    return { attribute: f.attribute, op: f.op, values };
  });
  return req;
}

async function runQuery(t, body, s, results, first) {
  let answer;
  try {
    answer = await api('POST', tablePath(t, '/query'), first);
  } catch (e) {
    showError(e);
    return;
  }
  const g = grid(t, answer.items, { about: answer.about, id: 'grid-query',
    indexOnly: !!s.index, caption: 'query results' });
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
  const exportNote = h('span', { class: 'muted', id: 'q-export-note' },
    'Exports hold every page of the result (up to the console\'s limit; it says so if not).');
  // The console runs the query again, every page, and names the file after its key.
  const exportAll = async (format) => {
    const response = await fetch(tablePath(t, '/query/export?format=' + format), {
      method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body(s, null)) });
    if (!response.ok) {
      let message = 'HTTP ' + response.status;
      try { message = (await response.json()).error || message; } catch (e) { /* not JSON */ }
      banner('The export failed: ' + message);
      return;
    }
    const items = response.headers.get('X-EdgeTable-Export-Items');
    const complete = response.headers.get('X-EdgeTable-Export-Complete') !== 'false';
    download(fileName(response, t + '-query.' + format), response.headers.get('Content-Type')
      || 'application/octet-stream', await response.blob());
    exportNote.textContent = 'Exported ' + (items || '?') + ' items'
      + (complete ? ': every page.' : ': NOT every page (the console\'s limit).');
  };
  more.hidden = !cursor;
  more.addEventListener('click', async () => {
    try {
      const next = await api('POST', tablePath(t, '/query'), body(s, cursor));
      g.append(next.items, next.about);
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
  fill(results,
    h('h2', {}, 'Request sent'), request,
    answer.daoCall ? h('div', {}, h('h3', {}, 'The generated DAO call that sends it'),
      h('pre', { id: 'q-dao' }, answer.daoCall)) : null,
    h('h2', {}, 'Results'), stats, g.el, more,
    h('div', { class: 'row' },
      h('button', { id: 'q-export-jsonl', onclick: () => exportAll('jsonl') },
        'Export as JSON lines'),
      h('button', { id: 'q-export-csv', onclick: () => exportAll('csv') }, 'Export as CSV'),
      exportNote));
}
