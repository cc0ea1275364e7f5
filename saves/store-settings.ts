// App settings: small JSON values by key, in the save DB.
import { ok, type Result } from '../engine/core/result';
import { guard, saveErr } from './errors';
import { parseJsonColumn, toJson } from './rows';
import { jsonValueSchema, type JsonValue, type SaveError } from './types';
import type { StoreContext } from './store-context';

export function getSetting(ctx: StoreContext, key: string): Result<JsonValue | undefined, SaveError> {
  return guard('read a setting', () => {
    const row = ctx.stmt.getSetting.get(key) as { value: string } | undefined;
    if (!row) return ok(undefined);
    const value = parseJsonColumn(row.value, jsonValueSchema);
    return value === undefined ? saveErr('db-error', `The setting "${key}" is damaged.`) : ok(value);
  });
}

export function setSetting(ctx: StoreContext, key: string, value: JsonValue): Result<void, SaveError> {
  const json = toJson(value, `setting "${key}"`);
  if (!json.ok) return json;
  return guard('save a setting', () => {
    ctx.stmt.setSetting.run(key, json.value);
    return ok(undefined);
  });
}
