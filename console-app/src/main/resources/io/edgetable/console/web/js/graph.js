// The model drawn as a graph, laid out by dagre (served from this machine, /vendor/dagre.min.js):
// node kinds are boxes; each edge kind an arrow from source to target with its label (name;
// inverse index, projection, shards; counters) placed by the layout, so labels are never on top
// of each other or of a box, and the drawing is as large as the layout. Arrowheads are drawn
// outside the boxes, their tips on the border. Every node and edge is reachable by Tab; Enter
// opens it.
import { s } from './dom.js';

let loading = null;

export function loadDagre() {
  if (window.dagre) return Promise.resolve(window.dagre);
  if (!loading) {
    loading = new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = '/vendor/dagre.min.js';
      script.onload = () => resolve(window.dagre);
      script.onerror = () => { loading = null; reject(new Error('the graph library did not load')); };
      document.head.append(script);
    });
  }
  return loading;
}

const LINE = 15;
const PAD = 8;
const ARROW = 10;

// The lines of an edge's label.
export function edgeLines(e) {
  const lines = [e.name];
  const index = e.inverse ? e.inverse + ' \u00b7 ' + (e.projection || 'ALL') + ' \u00b7 '
    + (e.shards || 1) + ' shard' + ((e.shards || 1) === 1 ? '' : 's') : 'no inverse index';
  lines.push(index);
  const moved = e.moves || e.movesCounters || e.counterMoves;
  if (Array.isArray(moved) && moved.length) {
    lines.push('counters: ' + moved.map(m => typeof m === 'string' ? m
      : (m.node || m.kind || m.side || '') + '.' + (m.attribute || m.name)).join(', '));
  } else if (e.counted) {
    lines.push('moves counters');
  } else {
    lines.push('no counters');
  }
  return lines;
}

// Text widths as the page draws them (same font, same class), measured once per text.
function measurer(svg) {
  const probe = s('text', { class: 'probe', x: 0, y: 0 });
  svg.append(probe);
  return (text, cls) => {
    probe.setAttribute('class', cls || '');
    probe.textContent = text;
    return probe.getComputedTextLength();
  };
}

export async function drawGraph(kinds, onOpen, container) {
  const dagre = await loadDagre();
  const svg = s('svg', { id: 'model-graph', role: 'group', 'aria-label': 'the model as a graph' });
  container.append(svg);
  const width = measurer(svg);
  const g = new dagre.graphlib.Graph({ multigraph: true });
  g.setGraph({ rankdir: 'LR', nodesep: 30, ranksep: 70, edgesep: 20, marginx: 16,
    marginy: 16 });
  g.setDefaultEdgeLabel(() => ({}));
  const nodes = kinds.filter(k => k.node);
  const names = new Set(nodes.map(n => n.name));
  const box = (lines, classes) => {
    const w = Math.max(...lines.map((l, i) => width(l, classes[i]))) + 2 * PAD;
    return { width: Math.ceil(w), height: lines.length * LINE + 2 * PAD };
  };
  for (const n of nodes) {
    const lines = [n.name, 'PK = ' + (n.keys || {}).PK];
    g.setNode(n.name, Object.assign({ kind: n, lines, node: true },
      box(lines, ['node-name', 'node-key'])));
  }
  const edges = kinds.filter(k => !k.node);
  for (const e of edges) {
    for (const end of [e.source, e.target]) {
      if (end && !names.has(end)) {
        names.add(end);
        const lines = [end, '(not in the model)'];
        g.setNode(end, Object.assign({ kind: null, lines, node: true, missing: true },
          box(lines, ['node-name', 'node-key'])));
      }
    }
    const lines = edgeLines(e);
    const size = box(lines, ['edge-name', 'edge-info', 'edge-info']);
    if (e.source === e.target) {
      // A self-edge goes through a label box of its own: dagre then routes both halves.
      const labelId = '\u0000label:' + e.name;
      g.setNode(labelId, Object.assign({ kind: e, lines, label: true }, size));
      g.setEdge(e.source, labelId, { part: 'out', kind: e }, e.name + ':out');
      g.setEdge(labelId, e.target, { part: 'in', kind: e }, e.name + ':in');
    } else {
      g.setEdge(e.source, e.target, Object.assign({ kind: e, lines, labelpos: 'c' }, size),
        e.name);
    }
  }
  dagre.layout(g);
  const graph = g.graph();
  svg.setAttribute('width', Math.ceil(graph.width));
  svg.setAttribute('height', Math.ceil(graph.height));
  svg.setAttribute('viewBox', '0 0 ' + Math.ceil(graph.width) + ' ' + Math.ceil(graph.height));
  svg.replaceChildren();
  const edgeLayer = s('g', { class: 'edges' });
  const labelLayer = s('g', { class: 'labels' });
  const nodeLayer = s('g', { class: 'nodes' });
  svg.append(edgeLayer, nodeLayer, labelLayer);
  const focusable = (el, kind, label) => {
    el.setAttribute('tabindex', '0');
    el.setAttribute('role', 'link');
    el.setAttribute('aria-label', label);
    el.addEventListener('click', () => onOpen(kind));
    el.addEventListener('keydown', ev => {
      if (ev.key === 'Enter' || ev.key === ' ') { ev.preventDefault(); onOpen(kind); }
    });
  };
  for (const id of g.edges()) {
    const e = g.edge(id);
    const kind = e.kind;
    const group = s('g', { class: 'edge', 'data-kind': kind.name });
    const arrow = e.part !== 'out';
    group.append(s('path', { class: 'line', d: pathOf(e.points, arrow) }));
    if (arrow) group.append(s('path', { class: 'arrowhead', d: arrowOf(e.points) }));
    edgeLayer.append(group);
    if (e.part === undefined) {
      const label = labelBox(e.x, e.y, e.width, e.height, e.lines, kind.name);
      focusable(label, kind.name, kind.name + ': edge from ' + kind.source + ' to ' + kind.target);
      labelLayer.append(label);
    }
  }
  for (const id of g.nodes()) {
    const n = g.node(id);
    if (n.label) {
      const label = labelBox(n.x, n.y, n.width, n.height, n.lines, n.kind.name);
      focusable(label, n.kind.name, n.kind.name + ': edge from ' + n.kind.source + ' to '
        + n.kind.target);
      labelLayer.append(label);
      continue;
    }
    const group = s('g', { class: 'node' + (n.missing ? ' missing' : ''), 'data-kind': id });
    group.append(s('rect', { x: n.x - n.width / 2, y: n.y - n.height / 2, width: n.width,
      height: n.height, rx: 6 }));
    n.lines.forEach((line, i) => group.append(s('text', { class: i === 0 ? 'node-name'
      : 'node-key', x: n.x - n.width / 2 + PAD, y: n.y - n.height / 2 + PAD + (i + 1) * LINE - 4 },
    line)));
    if (n.kind) focusable(group, id, id + ': node, ' + n.lines[1]);
    nodeLayer.append(group);
  }
  return svg;
}

function labelBox(x, y, w, h, lines, kind) {
  const group = s('g', { class: 'edge-label', 'data-kind': kind });
  group.append(s('rect', { x: x - w / 2, y: y - h / 2, width: w, height: h, rx: 4 }));
  lines.forEach((line, i) => group.append(s('text', { class: i === 0 ? 'edge-name' : 'edge-info',
    x: x - w / 2 + PAD, y: y - h / 2 + PAD + (i + 1) * LINE - 4 }, line)));
  return group;
}

// The line stops where the arrowhead starts.
function pathOf(points, arrow) {
  const pts = points.map(p => ({ x: p.x, y: p.y }));
  if (arrow && pts.length >= 2) {
    const [a, b] = pts.slice(-2);
    const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    const cut = Math.min(ARROW, len);
    pts[pts.length - 1] = { x: b.x - (b.x - a.x) / len * cut, y: b.y - (b.y - a.y) / len * cut };
  }
  let d = 'M ' + pts[0].x + ' ' + pts[0].y;
  if (pts.length === 2) return d + ' L ' + pts[1].x + ' ' + pts[1].y;
  // A smooth curve through every point the layout gave (Catmull-Rom as cubic segments), so it
  // passes through the edge's label as the layout placed it.
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[Math.max(0, i - 1)], p1 = pts[i], p2 = pts[i + 1];
    const p3 = pts[Math.min(pts.length - 1, i + 2)];
    const c1 = { x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6 };
    const c2 = { x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6 };
    d += ' C ' + c1.x + ' ' + c1.y + ' ' + c2.x + ' ' + c2.y + ' ' + p2.x + ' ' + p2.y;
  }
  return d;
}

// A triangle whose tip is on the target's border (pulled back half a pixel), pointing along the
// last segment: it lies outside the box.
function arrowOf(points) {
  const [a, b] = points.slice(-2);
  const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const ux = (b.x - a.x) / len, uy = (b.y - a.y) / len;
  const tip = { x: b.x - ux * 0.5, y: b.y - uy * 0.5 };
  const base = { x: tip.x - ux * ARROW, y: tip.y - uy * ARROW };
  const half = ARROW / 2;
  return 'M ' + tip.x + ' ' + tip.y + ' L ' + (base.x - uy * half) + ' ' + (base.y + ux * half)
    + ' L ' + (base.x + uy * half) + ' ' + (base.y - ux * half) + ' Z';
}
