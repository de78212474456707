// 2. A partition (item collection), and with the model a node as one screen: its own items,
// every partition the model says belongs to it under another prefix (a Follow with
// targetPrefix: USER#celeb with ACTOR#celeb and TARGET#celeb), and the inverse side of each
// index, every shard merged. Rows of one edge seen from both ends are paired; each edge links
// to the partition of its other end.
import { h, link, view } from '../dom.js';
import { state } from '../state.js';
import { routes } from '../routes.js';
import { api, tablePath, ensureTable, showError } from '../api.js';
import { grid, editAnywayBox } from '../grid.js';
import { remember } from '../recent.js';

const enc = encodeURIComponent;

export async function partitionView(t, pk) {
  const table = await ensureTable(t);
  const answer = await api('GET', tablePath(t, '/partition?pk=' + enc(pk)));
  const node = answer.node || null;
  const sections = [partitionSection(t, table, pk, answer, null)];
  if (Array.isArray(answer.related)) {
    // The console read the node's other partitions with it: one side each, first page.
    for (const r of answer.related) sections.push(relatedSection(t, table, r));
  } else {
    // An older console: read them here, together, after the node's own.
    const related = node && node.related ? node.related : [];
    const others = await Promise.all(related.map(r =>
      api('GET', tablePath(t, '/partition?pk=' + enc(r.pk))).then(a => ({ r, a }),
        e => ({ r, error: e }))));
    for (const o of others) {
      sections.push(o.error ? h('p', { class: 'muted' }, o.r.pk + ': ' + o.error.message)
        : partitionSection(t, table, o.r.pk, o.a, o.r.label));
    }
  }
  remember(t, pk, node ? node.kind : null);
  const keysToggle = h('input', { type: 'checkbox', id: 'show-keys' });
  keysToggle.checked = localStorage.getItem('edgetable.showKeys') === 'true';
  const applyKeys = () => {
    document.getElementById('view').classList.toggle('show-keys', keysToggle.checked);
    localStorage.setItem('edgetable.showKeys', String(keysToggle.checked));
  };
  keysToggle.addEventListener('change', applyKeys);
  view(h('h1', {}, 'Partition ', h('code', { class: 'id' }, pk)),
    nodeCard(t, node),
    h('div', { class: 'row toolbar' },
      state.model.kinds.length ? h('label', { class: 'inline' }, keysToggle,
        ' show key attributes (PK, SK, GSI\u2026)') : null,
      editAnywayBox(),
      h('span', { class: 'spacer' }),
      link('Query it', routes.query(t, { key: pk })), ' \u00b7 ',
      h('a', { id: 'export-jsonl', href: tablePath(t, '/export?pk=' + enc(pk) + '&format=jsonl'),
        download: '' }, 'Export (JSON lines)'), ' \u00b7 ',
      h('a', { id: 'export-csv', href: tablePath(t, '/export?pk=' + enc(pk) + '&format=csv'),
        download: '' }, 'CSV')),
    sections);
  applyKeys();
  performance.mark('partition-rendered');
}

function partitionSection(t, table, pk, answer, label) {
  const empty = answer.items.length === 0
    && Object.values(answer.inverse || {}).every(p => p.items.length === 0);
  if (label && empty) {
    return h('section', { class: 'partition related-partition no-items', 'data-pk': pk },
      h('p', {}, link(label, routes.partition(t, pk), { class: 'related' }), ' ',
        h('code', { class: 'muted id' }, pk), h('span', { class: 'muted' }, ': no items')));
  }
  const hashKey = table.keySchema[0].attribute;
  const left = h('div', { class: 'side side-table', id: label ? null : 'side-table' });
  const right = h('div', { class: 'side side-inverse', id: label ? null : 'side-inverse' });
  const prefix = label ? 'rel-' : '';
  left.append(h('h2', {}, hashKey + ' = ', h('span', { class: 'id' }, pk), ' ',
    h('span', { class: 'muted small' }, count(answer.items, answer.cursor))));
  const leftGrid = grid(t, answer.items, { about: answer.about, side: 'table',
    id: prefix + 'grid-table', caption: hashKey + ' = ' + pk });
  if (answer.items.length) left.append(leftGrid.el);
  left.append(loadMore(t, pk, 'table', answer.cursor, leftGrid));
  if (answer.items.length === 0) left.append(h('p', { class: 'muted' }, 'No items.'));
  const grids = [];
  for (const [index, page] of Object.entries(answer.inverse || {})) {
    const section = h('div', { class: 'index', 'data-index': index });
    section.append(h('h2', {}, index + ': ' + page.attribute + ' = ', h('span', { class: 'id' },
      pk), ' ', h('span', { class: 'muted small' }, count(page.items, page.cursor)
      + (page.shards > 1 ? ', ' + page.shards + ' shards merged' : ''))));
    const g = grid(t, page.items, { about: page.about, side: 'inverse',
      id: prefix + 'grid-' + index, indexOnly: true, caption: index + ' = ' + pk });
    grids.push(g);
    if (page.items.length) section.append(g.el);
    section.append(loadMore(t, pk, index, page.cursor, g));
    if (page.items.length === 0) section.append(h('p', { class: 'muted' }, 'No items.'));
    right.append(section);
  }
  pair(leftGrid, grids);
  return h('section', { class: 'partition' + (label ? ' related-partition' : ''),
    'data-pk': pk },
  label ? h('h2', { class: 'related-title' }, link(label, routes.partition(t, pk),
    { class: 'related' }), ' ', h('code', { class: 'muted id' }, pk)) : null,
  h('div', { class: 'sides' }, left, right));
}

// One side of a related partition (its table side, or its inverse side on an index).
function relatedSection(t, table, r) {
  const title = h('p', { class: 'related-title' }, link(r.label, routes.partition(t, r.pk),
    { class: 'related' }), ' ', h('code', { class: 'muted id' }, r.pk));
  if (r.items.length === 0 && !r.cursor) {
    title.append(h('span', { class: 'muted' }, ': no items'));
    return h('section', { class: 'partition related-partition no-items', 'data-pk': r.pk }, title);
  }
  const index = r.side && r.side !== 'table' ? r.side : null;
  const g = grid(t, r.items, { about: r.about, side: index ? 'inverse' : 'table',
    id: 'rel-grid-' + (index || 'table'), indexOnly: !!index,
    caption: (index ? index + ': ' : '') + r.attribute + ' = ' + r.pk });
  return h('section', { class: 'partition related-partition', 'data-pk': r.pk }, title,
    h('div', { class: 'side' }, h('h3', {}, (index ? index + ': ' : '') + r.attribute + ' = ',
      h('span', { class: 'id' }, r.pk), ' ', h('span', { class: 'muted small' },
        count(r.items, r.cursor) + (r.shards > 1 ? ', ' + r.shards + ' shards merged' : ''))),
    g.el, loadMore(t, r.pk, index || 'table', r.cursor, g)));
}

function count(items, cursor) {
  return items.length + (cursor ? '+ (more to load)' : '') + ' item'
    + (items.length === 1 && !cursor ? '' : 's');
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
  const counters = Object.entries(node.counters || {}).map(([name, value]) => h('span',
    { class: 'counter-box' }, name + ': ', h('span', { class: 'counter', 'data-counter': name },
      value), node.counterShards && node.counterShards[name]
      ? ' (node item + ' + node.counterShards[name] + ' counter items)' : ''));
  return h('div', { class: 'card', id: 'node' },
    h('span', { class: 'badge' }, node.kind), h('strong', { class: 'id' }, node.id), ' ',
    node.item ? '' : h('span', { class: 'muted' }, '(no node item)'),
    h('div', { class: 'counters' }, counters),
    (node.related || []).length ? h('div', {}, 'On this screen too: ', ...node.related.map(r =>
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
