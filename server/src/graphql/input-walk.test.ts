import { describe, expect, it } from 'vitest';
import { parse } from './graphql-js.js';
import { countingReads, expectAtMostCostOf } from '../test/growth.js';
import { firstInputViolation } from './input-walk.js';
import { buildSchema } from './schema.js';
import { TEXT_RULE_MESSAGES } from './text-rules.js';

const schema = buildSchema();
const LONG_NAME = 'The name can have at most 255 characters';
const NAME_LINE = TEXT_RULE_MESSAGES.singleLine('The name');

const check = (query: string, variables: Record<string, unknown> = {}, operationName?: string) =>
  firstInputViolation(schema, parse(query), operationName, variables);

const timing = (i: number) => ({ timeFrom: '08:00', timeTo: '09:00', playlistId: `p${i}` });
const timings = (n: number) => Array.from({ length: n }, (_, i) => timing(i));
const SCHEDULE = 'mutation($i: ScheduleInput!) { createSchedule(input: $i) { _id } }';

describe('firstInputViolation', () => {
  it('checks literals and variables, with the path from the argument', () => {
    expect(check(`mutation { createFolder(name: "${'x'.repeat(256)}") { _id } }`)).toEqual({
      path: 'name',
      message: LONG_NAME,
    });
    const folder = 'mutation($n: String!) { createFolder(name: $n) { _id } }';
    expect(check(folder, { n: 'x'.repeat(255) })).toBeNull();
    expect(check(SCHEDULE, { i: { playlistTimings: timings(501) } })).toEqual({
      path: 'playlistTimings',
      message: 'A schedule can have at most 500 time slots',
    });
    expect(check(SCHEDULE, { i: { name: 'Week', playlistTimings: timings(500) } })).toBeNull();
  });

  it('walks nested input lists, in literals and in variables', () => {
    const files = [0, 1, 2, 3].map((i) => ({
      originalName: i === 3 ? '\u202Egnp.exe' : `f${i}.png`,
      mimetype: 'image/png',
      fileSizeInBytes: 10,
    }));
    expect(
      check('mutation($f: [CreateFileInput!]!) { createFiles(files: $f) { _id } }', { f: files }),
    ).toEqual({ path: 'files.3.originalName', message: NAME_LINE });
    const literal = `mutation { createSchedule(input: { playlistTimings: [
      { timeFrom: "08:00", timeTo: "09:00", playlistId: "a" },
      { timeFrom: "08:00", timeTo: "${'9'.repeat(65)}", playlistId: "b" }
    ] }) { _id } }`;
    expect(check(literal)).toEqual({
      path: 'playlistTimings.1.timeTo',
      message: 'The date or time can have at most 64 characters',
    });
    // A variable inside a literal list, and the list's own rule for its items.
    expect(
      check(
        'mutation($a: ID!) { addFilesToPlaylist(playlistId: "p", fileIds: ["x", $a]) { _id } }',
        {
          a: 'y'.repeat(129),
        },
      ),
    ).toEqual({ path: 'fileIds.1', message: 'The id can have at most 128 characters' });
  });

  it('reads arguments in named and inline fragments, and each fragment once', () => {
    const n = { n: 'a\r\nb' };
    const named =
      'mutation($n: String!) { ...F } fragment F on Mutation { createFolder(name: $n) { _id } }';
    expect(check(named, n)).toEqual({ path: 'name', message: NAME_LINE });
    const inline = 'mutation($n: String!) { ... on Mutation { createFolder(name: $n) { _id } } }';
    expect(check(inline, n)).toEqual({ path: 'name', message: NAME_LINE });
    const deeper =
      'query($s: String) { ...A } fragment A on Query { ... { ...B } } ' +
      'fragment B on Query { devicePage(search: $s) { totalCount } }';
    expect(check(deeper, { s: 's'.repeat(201) })?.message).toBe(
      'The search can have at most 200 characters',
    );
    // 30 fragments, each spreading the next twice: 2^30 paths if each spread were walked again.
    const chain = Array.from(
      { length: 30 },
      (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`,
    ).join(' ');
    const deep = `query($s: String) { ...F0 } ${chain} fragment F30 on Query { devicePage(search: $s) { totalCount } }`;
    expect(check(deep, { s: 'fine' })).toBeNull();
    expect(check(deep, { s: 's'.repeat(201) })?.path).toBe('search');
  });

  it('takes a single value where a list is expected as a list of one', () => {
    const add = 'mutation($f: [ID!]!) { addFilesToPlaylist(playlistId: "p", fileIds: $f) { _id } }';
    expect(check(add, { f: 'a'.repeat(129) })).toEqual({
      path: 'fileIds',
      message: 'The id can have at most 128 characters',
    });
    expect(check(add, { f: 'a' })).toBeNull();
    expect(check(add, { f: Array.from({ length: 1_001 }, (_, i) => `f${i}`) })).toEqual({
      path: 'fileIds',
      message: 'Add at most 1,000 files at once',
    });
  });

  it('checks a variable default and only the operation asked for', () => {
    const long = 'x'.repeat(300);
    expect(check(`mutation($n: String = "${long}") { createFolder(name: $n) { _id } }`)?.path).toBe(
      'name',
    );
    const two = `mutation A { createFolder(name: "${long}") { _id } } mutation B { signOut }`;
    expect(check(two, {}, 'B')).toBeNull();
    expect(check(two, {}, 'A')?.message).toBe(LONG_NAME);
  });

  it('measures JSON by its items and its size, however deep', () => {
    const update = 'mutation($i: UpdateSceneInput!) { updateScene(id: "s", input: $i) { _id } }';
    expect(check(update, { i: { sceneItems: Array.from({ length: 501 }, () => ({})) } })).toEqual({
      path: 'sceneItems',
      message: 'A scene can have at most 500 items',
    });
    expect(check(update, { i: { sceneItems: [{ text: 'x'.repeat(1_000_000) }] } })).toEqual({
      path: 'sceneItems',
      message: 'The scene is too large: at most 1 MB of JSON',
    });
    let deep: unknown = 1;
    for (let level = 0; level < 100_000; level++) deep = { n: deep };
    expect(check(update, { i: { sceneItems: [deep] } })).toBeNull();
    const literal = `mutation { reportDeviceInfo(info: { model: "${'m'.repeat(64_000)}" }) { _id } }`;
    expect(check(literal)).toEqual({
      path: 'info',
      message: 'The device information is too large: at most 64 KB of JSON',
    });
  });

  it('keeps tabs and line breaks in multi-line text, and direction marks in names', () => {
    const report =
      'mutation($e: String) { reportDeviceCommandResult(commandId: "c", status: failed, error: $e) { _id } }';
    expect(check(report, { e: 'Failed:\n\tno display' })).toBeNull();
    expect(check(report, { e: 'bell\u0007' })?.path).toBe('error');
    const rename = 'mutation($n: String!) { renameDevice(id: "d", name: $n) { _id } }';
    expect(check(rename, { n: 'Lobby \u200Fשלום\u200E 2' })).toBeNull();
    // NUL is every text's problem, refused by use-valid-text with its own message.
    expect(check(rename, { n: 'a\u0000b' })).toBeNull();
    for (const bad of ['a\tb', 'a\u0085b', '\u2066x\u2069', 'a\u202Ab', 'x\u2028'])
      expect(check(rename, { n: bad })).toEqual({ path: 'name', message: NAME_LINE });
  });

  it('checks subscription arguments and ignores what it does not know', () => {
    expect(
      check('subscription($s: String!) { pairingState(pairingSecret: $s) { status } }', {
        s: 's'.repeat(513),
      })?.message,
    ).toBe('The token can have at most 512 characters');
    // Unknown fields and arguments are left to validation, a value of the wrong shape to coercion.
    expect(check('{ nope(x: "y") }')).toBeNull();
    expect(check(SCHEDULE, { i: 'not an object' })).toBeNull();
  });

  it('refuses an input field the type does not have, before coercion repeats the value', () => {
    expect(check(SCHEDULE, { i: { name: 'Week', unknown: 'x' } })).toEqual({
      path: '',
      message: '"unknown" is not a field of ScheduleInput',
    });
    // graphql-js would answer one error per made-up key, each listing every key: 40 s for 450,000.
    // The check costs no more than parsing the request's JSON, which the server does anyway.
    const madeUp = Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, 0]));
    const sent = JSON.stringify({ i: madeUp });
    expect(check(SCHEDULE, { i: madeUp })?.message).toBe('"k0" is not a field of ScheduleInput');
    expectAtMostCostOf(
      () => check(SCHEDULE, { i: madeUp }),
      () => JSON.parse(sent),
    );
  });

  it('refuses 200,000 items without reading one', () => {
    const reads = { count: 0 };
    const items = countingReads(timings(200_000), reads);
    expect(check(SCHEDULE, { i: { playlistTimings: items } })?.path).toBe('playlistTimings');
    expect(reads.count).toBe(0);
  });
});
