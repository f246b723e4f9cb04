/**
 * v13 `ClientKeybindings` and `KeyboardManager`, as far as a system uses them
 * (https://foundryvtt.com/api/v13/classes/foundry.helpers.interaction.ClientKeybindings.html,
 * https://foundryvtt.com/api/v13/classes/foundry.helpers.interaction.KeyboardManager.html):
 * `register(namespace, action, data)` records an action (a second registration of the same action throws, as v13's
 * does); `get(namespace, action)` returns its bindings as `{ key, modifiers }` (the user has rebound none here, so the
 * registered `editable` ones) and throws for an action never registered; `downKeys` holds the codes of keys held.
 */
interface BindingData {
  key: string;
  modifiers?: string[];
}

export class ClientKeybindings {
  readonly actions = new Map<string, { editable?: BindingData[] }>();
  /** Bindings a test sets as a user who rebound an action in Configure Controls. */
  readonly userBindings = new Map<string, BindingData[]>();
  register(namespace: string, action: string, data: { editable?: BindingData[] }): void {
    const id = `${namespace}.${action}`;
    if (this.actions.has(id)) throw new Error(`An action with the identifier ${id} is already registered`);
    this.actions.set(id, data);
  }
  get(namespace: string, action: string): { key: string; modifiers: string[] }[] {
    const id = `${namespace}.${action}`;
    const data = this.actions.get(id);
    if (!data) throw new Error(`${id} is not a registered keybinding action`);
    return (this.userBindings.get(id) ?? data.editable ?? []).map((b) => ({ key: b.key, modifiers: [...(b.modifiers ?? [])] }));
  }
}

export class KeyboardManager {
  readonly downKeys = new Set<string>();
}
