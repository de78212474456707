// 5. Edges written as the DAOs write them: create or delete an edge of a model kind, with its
// counters in the same transaction; the counters of both ends shown before and after.
import { h, link, view, banner, confirmDialog } from '../dom.js';
import { state } from '../state.js';
import { routes, parseHash } from '../routes.js';
import { api, tablePath, ensureTable, showError } from '../api.js';
import { fieldOf, parseTyped } from '../values.js';
import { fillPattern } from '../recent.js';

const enc = encodeURIComponent;

export async function edgesView(t, kindName) {
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
  kind.value = kindName && edges.some(k => k.name === kindName) ? kindName : edges[0].name;
  const source = h('input', { id: 'e-source', placeholder: 'source id' });
  const target = h('input', { id: 'e-target', placeholder: 'target id' });
  const node = params.get('node'), id = params.get('id');
  const attributes = h('div', { id: 'e-attributes', class: 'row' });
  const counters = h('div', { id: 'e-counters' });
  const current = () => edges.find(x => x.name === kind.value);
  const refresh = () => {
    const k = current();
    if (node && id) {
      if (k.source === node && !source.value) source.value = id;
      else if (k.target === node && !target.value) target.value = id;
    }
    attributes.replaceChildren(...Object.keys(k.attributes)
      .filter(name => !(k.ids || []).includes(name)).map(name => {
        const field = fieldOf(k, name);
        const input = field.constants
          ? h('select', { class: 'e-attr', 'data-name': name }, h('option', { value: '' }, ''),
            field.constants.map(c => h('option', { value: c }, c)))
          : field.dynamo === 'BOOL' ? h('input', { type: 'checkbox', class: 'e-attr',
            'data-name': name })
            : h('input', { class: 'e-attr', 'data-name': name,
              inputmode: field.dynamo === 'N' ? 'decimal' : null });
        return h('label', {}, name + ' (' + (field.java || field.dynamo) + ')', input);
      }));
  };
  kind.addEventListener('change', refresh);
  refresh();
  const showCounters = async (label) => {
    const k = current();
    const parts = [];
    for (const [end, nodeKind, value] of [['source', k.source, source.value],
      ['target', k.target, target.value]]) {
      const n = state.model.kinds.find(x => x.name === nodeKind);
      if (!n || !value) continue;
      const pk = fillPattern(n.keys.PK, value);
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
    const k = current();
    const attrs = {};
    if (method === 'POST') {
      for (const input of attributes.querySelectorAll('.e-attr')) {
        const field = fieldOf(k, input.dataset.name);
        if (input.type === 'checkbox') {
          attrs[input.dataset.name] = { BOOL: input.checked };
          continue;
        }
        if (input.value === '') continue;
        const parsed = parseTyped(field, input.value);
        if (parsed.error) {
          banner(input.dataset.name + ': ' + parsed.error);
          return;
        }
        attrs[input.dataset.name] = parsed.value;
      }
    } else {
      const sure = await confirmDialog('Delete this ' + k.name + ' edge?',
        [k.name + '(' + source.value + ', ' + target.value + '), with its counters moved back,'
          + ' in one transaction.'], 'Delete edge');
      if (!sure) return;
    }
    const before = await showCounters('before:');
    try {
      if (method === 'POST') {
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
