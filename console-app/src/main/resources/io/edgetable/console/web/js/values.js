// DynamoDB values as the page shows, compares and types them. Numbers stay decimal text: they
// are never turned into floating point.
import { h, cut } from './dom.js';
import { state } from './state.js';

export function typeOf(v) {
  return v ? Object.keys(v)[0] : undefined;
}

export function plain(v) {
  const t = typeOf(v);
  if (t === undefined) return '';
  const x = v[t];
  switch (t) {
    case 'S': case 'N': case 'B': return x;
    case 'BOOL': return String(x);
    case 'NULL': return 'NULL';
    case 'SS': case 'NS': case 'BS': return '{' + x.join(', ') + '}';
    default: return JSON.stringify(x);
  }
}

// A value in a cell: cut to fit (the whole on hover), its type beside it unless a string.
export function valueNode(v, max) {
  const t = typeOf(v);
  if (t === undefined) return h('span', { class: 'absent' }, '');
  if (t === 'NULL') return h('span', { class: 'null' }, 'NULL');
  if (t === 'S' && v.S === '') return h('span', { class: 'empty' }, '(empty string)');
  if (t === 'BOOL') {
    // Shown as a checkbox; clicks go to the cell (it edits on Enter or a double-click).
    return h('input', { type: 'checkbox', class: 'bool', checked: v.BOOL, tabindex: -1,
      'aria-label': String(v.BOOL), 'aria-readonly': 'true', onclick: e => e.preventDefault() });
  }
  return h('span', { class: 'val' }, cut(plain(v), max),
    t === 'S' ? null : h('span', { class: 'type' }, t));
}

// Exact comparison of decimal strings.
export function compareDecimal(a, b) {
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

export function compareValues(a, b) {
  const ta = typeOf(a), tb = typeOf(b);
  if (ta === undefined || tb === undefined) return ta === tb ? 0 : ta === undefined ? 1 : -1;
  if (ta === 'N' && tb === 'N') return compareDecimal(a.N, b.N);
  const x = plain(a), y = plain(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

export function canonical(v) {
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

export function sameValue(a, b) {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

export function keyOf(t, item) {
  const key = {};
  for (const k of state.tables[t].keySchema) key[k.attribute] = item[k.attribute];
  return key;
}

// Every key attribute of the table and of its indexes: shown one toggle away, never edited in a
// row (the item view edits them as DynamoDB JSON, typed by their definition).
export function keyAttributes(t) {
  const table = state.tables[t];
  if (!table) return new Set();
  const names = table.keySchema.map(k => k.attribute);
  for (const i of table.indexes) names.push(...i.keySchema.map(k => k.attribute));
  return new Set(names);
}

export const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

// What the model says about one attribute of a kind: its DynamoDB type, its Java type and format
// (whole numbers, dates, instants, UUIDs, the constants of an enum), and whether it is a counter
// or the @Version. The model may give an attribute as "N" or as an object
// ({"type": "N", "javaType": ..., "format": ..., "constants": [...]}), and formats apart.
export function fieldOf(kind, name) {
  if (!kind) return null;
  const raw = (kind.attributes || {})[name];
  const components = Array.isArray(kind.components) ? kind.components : [];
  const component = components.find(c => c && c.name === name) || null;
  const formats = kind.formats && typeof kind.formats === 'object' ? kind.formats : {};
  if (raw === undefined && !component) return null;
  const info = Object.assign({}, typeof raw === 'object' && raw ? raw : {}, component || {});
  const format = formats[name] || info.format || null;
  const formatKind = typeof format === 'string' ? format : format && (format.kind || format.name);
  const dynamo = typeof raw === 'string' ? raw : info.type || info.dynamo || info.attributeType
    || 'S';
  const java = info.javaType || info.java || '';
  const constants = info.constants || info.enumConstants || info.enum
    || (format && typeof format === 'object' ? format.constants : null);
  return {
    name,
    dynamo,
    java,
    format: formatKind ? String(formatKind).toUpperCase() : formatOfJava(java),
    constants: Array.isArray(constants) && constants.length ? constants : null,
    counter: !!info.counter || info.role === 'counter' || (kind.counters || []).includes(name),
    version: !!info.version || info.role === 'version' || kind.version === name,
  };
}

function formatOfJava(java) {
  const simple = (java.match(/([A-Za-z0-9_$]+)$/) || [])[1] || '';
  if (/^(int|Integer|long|Long|short|Short|byte|Byte|BigInteger)$/.test(simple)) return 'INT';
  if (simple === 'LocalDate') return 'LOCAL_DATE';
  if (simple === 'Instant') return 'INSTANT';
  if (simple === 'UUID') return 'UUID';
  return null;
}

const WHOLE = new Set(['BYTE', 'SHORT', 'INT', 'LONG', 'BIG_INTEGER', 'EPOCH_SECONDS']);

// Checks and converts the text typed for a field: the value to send, or an error that says why.
export function parseTyped(field, text) {
  const type = field ? field.dynamo : 'S';
  const format = field ? field.format : null;
  if (type === 'N') {
    const t = text.trim();
    if (!NUMBER.test(t)) return { error: '"' + text + '" is not a number' };
    if (WHOLE.has(format) && !/^[-+]?\d+$/.test(t)) {
      return { error: '"' + text + '" is not a whole number' };
    }
    return { value: { N: t } };
  }
  if (type === 'BOOL') return { value: { BOOL: text === true || text === 'true' } };
  if (field && field.constants && !field.constants.includes(text)) {
    return { error: '"' + text + '" is not one of ' + field.constants.join(', ') };
  }
  if (format === 'LOCAL_DATE' && !validDate(text)) {
    return { error: '"' + text + '" is not a date (YYYY-MM-DD)' };
  }
  if (format === 'INSTANT' && !validInstant(text)) {
    return { error: '"' + text + '" is not an instant (2026-10-01T12:00:00Z)' };
  }
  if (format === 'UUID' && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
    .test(text)) {
    return { error: '"' + text + '" is not a UUID' };
  }
  return { value: { S: text } };
}

function validDate(text) {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

function validInstant(text) {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?Z$/.test(text)
    && !Number.isNaN(Date.parse(text.replace(/(\.\d{3})\d+Z$/, '$1Z')));
}
