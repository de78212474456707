// 9. The model (with --model): the record kinds as a graph, each kind's key layout, attributes
// typed, counters, version and an example item; from an edge, a draft of a new edge record.
import { h, view, banner } from '../dom.js';
import { state, kindNamed } from '../state.js';
import { routes } from '../routes.js';
import { drawGraph } from '../graph.js';
import { fieldOf } from '../values.js';

export async function modelView(selected) {
  const kinds = state.model.kinds;
  if (kinds.length === 0) {
    view(h('h1', {}, 'Model'), h('p', {}, 'No model: start the console with --model PATH (jars or'
      + ' class folders with the classes EdgeTable generated) to see record kinds.'));
    return;
  }
  const holder = h('div', { class: 'graph-wrap', id: 'graph-wrap' });
  const k = kindNamed(selected);
  view(h('h1', {}, 'Model'),
    h('p', { class: 'muted' }, kinds.filter(x => x.node).length + ' node kinds, '
      + kinds.filter(x => !x.node).length + ' edge kinds. Click a node or an edge (or Tab to it'
      + ' and press Enter) for its key layout and an example item.'),
    holder, k ? kindCard(k) : null);
  try {
    await drawGraph(kinds, name => { location.hash = routes.model(name); }, holder);
  } catch (e) {
    banner('The graph cannot be drawn: ' + e.message);
  }
  if (k) {
    const focus = holder.querySelector('[data-kind="' + CSS.escape(k.name) + '"][tabindex]');
    if (focus) focus.focus({ preventScroll: true });
    document.getElementById('kind-card').scrollIntoView({ block: 'nearest' });
  }
}

function kindCard(k) {
  const layout = Object.entries(k.keys || {}).map(([a, p]) => h('div', {},
    h('code', {}, a + ' = ' + p)));
  const attributes = Object.keys(k.attributes || {}).map(name => {
    const f = fieldOf(k, name);
    return h('li', {}, h('code', {}, name), ' ' + (f.java ? f.java + ' \u2192 ' : '') + f.dynamo
      + (f.format && !f.constants ? ' (' + f.format.toLowerCase().replace('_', ' ') + ')' : ''),
      f.constants ? ' (one of ' + f.constants.join(', ') + ')' : '',
      f.counter ? h('span', { class: 'badge small' }, 'counter') : null,
      f.version ? h('span', { class: 'badge small' }, '@Version') : null);
  });
  return h('div', { class: 'card', id: 'kind-card' },
    h('h2', {}, k.name + (k.node ? ' (node)' : ' (edge ' + k.source + ' \u2192 ' + k.target
      + ')')),
    layout,
    h('h3', {}, 'Attributes'), attributes.length ? h('ul', {}, attributes)
      : h('p', { class: 'muted' }, 'none besides the keys'),
    (k.counters || []).length ? h('p', {}, 'Counters: ' + k.counters.join(', ')) : null,
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
