// The partitions opened lately, kept in this browser (localStorage), newest first.
const KEY = 'edgetable.recent';
const MAX = 12;

export function recentPartitions(table) {
  try {
    const all = JSON.parse(localStorage.getItem(KEY) || '[]');
    return Array.isArray(all) ? all.filter(r => r && r.table === table && typeof r.pk === 'string')
      : [];
  } catch (e) {
    return [];
  }
}

export function remember(table, pk, kind) {
  let all;
  try {
    all = JSON.parse(localStorage.getItem(KEY) || '[]');
    if (!Array.isArray(all)) all = [];
  } catch (e) {
    all = [];
  }
  all = all.filter(r => r && !(r.table === table && r.pk === pk));
  all.unshift({ table, pk, kind: kind || null, at: Date.now() });
  try {
    localStorage.setItem(KEY, JSON.stringify(all.slice(0, MAX * 4)));
  } catch (e) {
    // storage full or refused: the list is a convenience
  }
}

// The key value of a pattern with one id: "USER#{handle}" and "celeb" give "USER#celeb" (the id
// escaped as the runtime escapes it: % as %25, # as %23).
export function fillPattern(pattern, id) {
  const escaped = id.replace(/%/g, '%25').replace(/#/g, '%23');
  return pattern.replace(/\{[^}]+\}/, escaped);
}

export function placeholders(pattern) {
  return (pattern.match(/\{[^}]+\}/g) || []).filter(p => !/^\{shard /.test(p));
}
