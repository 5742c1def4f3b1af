import { describe, expect, it } from 'vitest';
import { RULES } from '#server/domain/interpretation/rules.ts';
import { FOCUS_AREAS, SESSION_KINDS, type Rule } from '#server/domain/interpretation/vocabulary.ts';
import { placeholders } from '../../../../scripts/catalogs.ts';
import { FOCUS_LABELS, isKnownRule, PLAN_MESSAGES, RULE_MESSAGES, SESSION_LABELS, SHOW_ALL } from './messages.ts';
import { numberFormatOf } from './point-values.ts';

const rules: readonly Rule[] = RULES;
/** Params that arrive as words (for `select`); every other param is a number. */
const WORD_PARAMS = new Set(['side', 'direction', 'legType', 'level', 'type', 'unit']);

/** The argument names of an ICU message, read properly: select and plural bodies are text, not arguments. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  let i = 0;
  const skipSpace = () => {
    while (/\s/.test(message[i] ?? '')) i++;
  };
  const text = () => {
    while (i < message.length && message[i] !== '}') {
      if (message[i] === '{') {
        i++;
        argument();
      } else i++;
    }
  };
  const argument = () => {
    const head = /^\s*(\w+)\s*/.exec(message.slice(i));
    if (!head) throw new Error(`bad argument at ${i} in ${message}`);
    names.add(head[1]!);
    i += head[0].length;
    if (message[i] === '}') {
      i++;
      return;
    }
    // `, select,` / `, plural,` then branches `key {text}` up to the closing brace.
    const kind = /^,\s*(\w+)\s*,/.exec(message.slice(i));
    if (!kind) throw new Error(`bad argument type at ${i} in ${message}`);
    i += kind[0].length;
    for (;;) {
      skipSpace();
      if (message[i] === '}') {
        i++;
        return;
      }
      const key = /^[=\w]+\s*\{/.exec(message.slice(i));
      if (!key) throw new Error(`bad branch at ${i} in ${message}`);
      i += key[0].length;
      text();
      i++;
    }
  };
  text();
  if (i !== message.length) throw new Error(`unbalanced braces in ${message}`);
  return [...names].sort();
}

describe('interpretation messages', () => {
  it('reads ICU arguments without taking branch text for them', () => {
    expect(
      argumentsOf('{side, select, left {Your left arm} other {right}} has {differencePct} {years, plural, one {# year} other {# years}}'),
    ).toEqual(['differencePct', 'side', 'years']);
  });

  it('has a sentence for every rule of the server and none for a rule it no longer has', () => {
    expect(Object.keys(RULE_MESSAGES).sort()).toEqual(rules.map((r) => r.id).sort());
    expect(isKnownRule('forward_head')).toBe(true);
    expect(isKnownRule('a_rule_of_a_newer_server')).toBe(false);
    expect(isKnownRule('toString')).toBe(false);
  });

  it.each(rules.map((r) => [r.id, r] as const))('%s: its placeholders are its params, and every one is used', (id, rule) => {
    const message = RULE_MESSAGES[id as keyof typeof RULE_MESSAGES].message;
    expect(message).toBeTruthy();
    expect(argumentsOf(message!)).toEqual([...(rule.params ?? [])].sort());
  });

  it.each(rules.map((r) => [r.id, r] as const))('%s: every number it sends has a format (quantity and unit)', (id, rule) => {
    for (const param of rule.params ?? []) {
      if (WORD_PARAMS.has(param)) continue;
      expect(numberFormatOf(id as keyof typeof RULE_MESSAGES, param), `${id}.${param}`).toBeDefined();
    }
  });

  it('the catalog check reads the same placeholders (no branch text that looks like a variable)', () => {
    // scripts/catalogs.ts compares each translation's placeholders with the source by a simpler pattern.
    const all = [...Object.values(RULE_MESSAGES), ...Object.values(PLAN_MESSAGES), SHOW_ALL];
    for (const descriptor of all) {
      const message = descriptor.message!;
      expect(
        placeholders(message).filter((p) => p.startsWith('{')),
        message,
      ).toEqual(
        argumentsOf(message)
          .map((n) => `{${n}}`)
          .sort(),
      );
    }
  });

  it('names every focus area and session kind of the plan', () => {
    expect(Object.keys(FOCUS_LABELS).sort()).toEqual([...FOCUS_AREAS].sort());
    expect(Object.keys(SESSION_LABELS).sort()).toEqual([...SESSION_KINDS].sort());
  });
});
