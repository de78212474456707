// What the page knows: the console's mode, the model, the tables' schemas, the staged edits.
export const state = {
  info: null,
  model: { kinds: [] },
  tables: {},
  staged: [],
  route: 0,
};

export function kindNamed(name) {
  return state.model.kinds.find(k => k.name === name) || null;
}
