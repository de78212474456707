// 1. The tables: key schemas, indexes, item counts; and how to find a partition before knowing
// its key: per record kind its key pattern with a box for the id, the partitions opened
// recently, and a labelled sample (a Scan of at most 25 items, with the read units it cost).
import { h, link, view } from '../dom.js';
import { state } from '../state.js';
import { routes } from '../routes.js';
import { api, tablePath, loadTables, ensureTable, showError } from '../api.js';
import { grid } from '../grid.js';
import { recentPartitions, fillPattern, placeholders } from '../recent.js';

export function keyText(schema) {
  return schema.map(k => k.attribute + ' (' + k.keyType + ', ' + k.type + ')').join(', ');
}

export async function tablesView() {
  const tables = await loadTables();
  const rows = tables.map(t => h('tr', {},
    h('td', {}, link(t.name, routes.table(t.name), { class: 'table-link' })),
    h('td', {}, keyText(t.keySchema)),
    h('td', {}, t.indexes.length === 0 ? h('span', { class: 'muted' }, 'none') :
      h('ul', { class: 'plain' }, t.indexes.map(i => h('li', {}, h('strong', {}, i.name), ': '
        + keyText(i.keySchema) + ' \u2014 ' + i.projection
        + (i.include && i.include.length ? ' ' + i.include.join(', ') : ''))))),
    h('td', { class: 'num' }, t.itemCount < 0 ? '?' : String(t.itemCount))));
  const home = state.info.table && state.tables[state.info.table] ? state.info.table : null;
  view(h('h1', {}, 'Tables'),
    home ? findPanel(home) : null,
    h('h2', {}, 'Tables at this endpoint'),
    h('p', { class: 'muted' }, 'Endpoint: ' + (state.info.endpoint || 'default')),
    tables.length === 0 ? h('p', {}, 'This endpoint has no tables.') :
      h('table', { class: 'grid', id: 'tables' },
        h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'table'),
          h('th', { scope: 'col' }, 'key schema'), h('th', { scope: 'col' }, 'indexes'),
          h('th', { scope: 'col' }, 'items (approx.)'))), h('tbody', {}, rows)));
}

// The table's own page: the same finding aids for that table.
export async function tableView(t) {
  const table = await ensureTable(t);
  view(h('h1', {}, t),
    h('p', { class: 'muted' }, keyText(table.keySchema)),
    findPanel(t),
    h('ul', { class: 'plain links' },
      h('li', {}, link('Query builder', routes.query(t))),
      state.model.kinds.length ? h('li', {}, link('Create or delete an edge', routes.edges(t)))
        : null,
      h('li', {}, link('Export and import', routes.transfer(t))),
      h('li', {}, link('Integrity doctor', routes.doctor(t)))));
}

function findPanel(t) {
  const table = state.tables[t];
  const hashKey = table.keySchema[0];
  const raw = h('input', { id: 'pk-input', size: 32, placeholder: 'e.g. STU#a91',
    'aria-label': 'partition key value' });
  const openRaw = e => {
    e.preventDefault();
    if (raw.value) location.hash = routes.partition(t, raw.value);
  };
  const panel = h('section', { class: 'card find', id: 'find' },
    h('h2', {}, 'Find a partition in ', h('code', {}, t)));
  // Each key prefix once: the node kinds, then the edge kinds stored under a prefix of their
  // own (a Follow's ACTOR#{follower}).
  const prefixes = new Set();
  const kinds = state.info.table !== t ? [] : [...state.model.kinds.filter(k => k.node),
    ...state.model.kinds.filter(k => !k.node)].filter(k => {
    if (!k.keys || !k.keys.PK || placeholders(k.keys.PK).length !== 1) return false;
    const prefix = k.keys.PK.split('{')[0];
    if (prefixes.has(prefix)) return false;
    prefixes.add(prefix);
    return true;
  });
  if (kinds.length) {
    panel.append(h('table', { class: 'finder', id: 'finder' },
      h('tbody', {}, kinds.map(k => kindRow(t, k)))));
  }
  panel.append(h('form', { class: 'row', onsubmit: openRaw },
    h('label', {}, hashKey.attribute + ' =', raw),
    h('button', { class: 'primary', type: 'submit' }, 'Open')));
  const recent = recentPartitions(t);
  panel.append(h('h3', {}, 'Opened recently'), recent.length === 0
    ? h('p', { class: 'muted', id: 'recent-none' }, 'None yet in this browser.')
    : h('ul', { class: 'recent', id: 'recent' }, recent.slice(0, 12).map(r => h('li', {},
      link(r.pk, routes.partition(t, r.pk), { class: 'recent-link id' }),
      r.kind ? h('span', { class: 'badge small' }, r.kind) : null))));
  const sample = h('div', { id: 'sample' });
  panel.append(h('h3', {}, 'Sample items'),
    h('button', { id: 'sample-run', type: 'button', onclick: () => runSample(t, sample) },
      'Scan 25 items'), sample);
  return panel;
}

function kindRow(t, k) {
  const pattern = k.keys.PK;
  const name = placeholders(pattern)[0].slice(1, -1);
  const input = h('input', { class: 'find-id', 'data-kind': k.name, size: 18,
    placeholder: name, 'aria-label': k.name + ' ' + name });
  const open = e => {
    e.preventDefault();
    if (input.value) location.hash = routes.partition(t, fillPattern(pattern, input.value));
  };
  return h('tr', { 'data-kind': k.name },
    h('th', { scope: 'row' }, h('span', { class: 'badge' }, k.name),
      k.node ? null : h('span', { class: 'muted small' }, ' edge')),
    h('td', {}, h('code', {}, 'PK = ' + pattern)),
    h('td', {}, h('form', { class: 'inline-form', onsubmit: open }, input,
      h('button', { type: 'submit', class: 'find-open' }, 'Open'))));
}

async function runSample(t, out) {
  try {
    const answer = await api('GET', tablePath(t, '/sample?limit=25'));
    const units = answer.consumedCapacity !== undefined ? answer.consumedCapacity
      : answer.readUnits;
    const g = grid(t, answer.items || [], { about: answer.about, id: 'grid-sample',
      indexOnly: false, caption: 'sample items' });
    out.replaceChildren(h('p', { id: 'sample-label', class: 'label-scan' },
      'A Scan of at most 25 items, in no useful order: ' + (answer.items || []).length
        + ' item' + ((answer.items || []).length === 1 ? '' : 's')
        + (units === undefined || units === null ? '' : ', ' + units + ' read units')
        + (answer.scannedCount !== undefined ? ', ' + answer.scannedCount + ' scanned' : '')
        + '.'), answer.note ? h('p', { class: 'muted small' }, answer.note) : null, g.el);
  } catch (e) {
    if (e.status === 404 && /route/.test(e.message)) {
      out.replaceChildren(h('p', { class: 'muted' }, 'This console has no sample route.'));
      return;
    }
    showError(e);
  }
}
