import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { PERMISSIONS } from '@marquee/sdk/model';
import ts from 'typescript';
import { afterEach, describe, expect, it } from 'vitest';
import { AuditLogPage } from '../features/account/AuditLogPage';
import { DeviceFacts } from '../features/devices/DeviceFacts';
import { SchedulesPage } from '../features/schedules/SchedulesPage';
import { ADMIN_SESSION, ApiError, fakeApi, renderPage, user } from './fakeApi';
import { AUDIT_LOG_ENTRIES, SCHEDULE_FIELD_ERRORS } from './realisticEntries';
import { rawIdentifiersIn, visibleText } from '../../../fixtures/text/rawIdentifiers';
import { renderWithTheme } from './render';

// No page shows a person the program's own words: camelCase codes, UUIDs, JSON. The pages that
// turn server data into text are rendered with data as a real server sends it, and the console's
// own JSX text is read from its source.

afterEach(cleanup);

const shown = () => rawIdentifiersIn(visibleText(document.body));

describe('the raw identifier search', () => {
  it('finds what an acceptance tester saw, and lets people’s words be', () => {
    expect(rawIdentifiersIn('publishToDevice')).toEqual(['publishToDevice']);
    expect(rawIdentifiersIn('ToDevice 01a21f7c-5b3e-7c2d-9e4f-0a1b2c3d4e5f')).toEqual([
      '01a21f7c-5b3e-7c2d-9e4f-0a1b2c3d4e5f',
    ]);
    expect(rawIdentifiersIn('{"deviceId":"d-1"}')).toEqual(['deviceId', '{"']);
    expect(
      rawIdentifiersIn('playlistTimings.1.timeTo: Start time must be before end time'),
    ).toEqual(['playlistTimings', 'timeTo']);
    expect(rawIdentifiersIn('Chrome 131 on macOS, an LG TV on webOS, an iPad')).toEqual([]);
  });

  it('reads past code blocks, where raw text is what was asked for', () => {
    // A detached element: the worker's document is shared with the files after this one.
    const shownIn = (html: string) => {
      const root = document.createElement('div');
      root.innerHTML = html;
      return rawIdentifiersIn(visibleText(root));
    };
    expect(shownIn('<p>Serial <code>a1b2-someKey</code></p><pre>{"x":1}</pre>')).toEqual([]);
    expect(shownIn('<p><span>Playing</span><span>Nothing</span></p>')).toEqual([]);
  });
});

describe('pages that say server data', () => {
  it('the audit log', async () => {
    renderPage(<AuditLogPage />, {
      api: fakeApi({
        AuditLog: () => ({
          auditLog: { total: AUDIT_LOG_ENTRIES.length, items: AUDIT_LOG_ENTRIES },
        }),
      }),
    });
    await screen.findByText('Published Demo playlist to Counter');
    expect(shown()).toEqual([]);
  });

  it('a refused schedule', async () => {
    const timing = { __typename: 'PlaylistTiming', timeFrom: '08:00', playlistId: 'p-1' };
    renderPage(<SchedulesPage />, {
      session: {
        ...ADMIN_SESSION,
        permissions: new Set([PERMISSIONS.playlist.read, PERMISSIONS.playlist.update]),
      },
      api: fakeApi({
        ScheduleList: () => ({
          schedules: [
            {
              __typename: 'Schedule',
              _id: 's-1',
              name: 'Weekdays',
              playlistTimings: [
                { ...timing, _id: 't-1', timeTo: '12:00' },
                { ...timing, _id: 't-2', timeTo: '07:00' },
              ],
            },
          ],
          playlists: [{ __typename: 'Playlist', _id: 'p-1', name: 'Lunch menu' }],
        }),
        UpdateSchedule: () => {
          throw new ApiError('Start time must be before end time', {
            code: 'BAD_USER_INPUT',
            fieldErrors: SCHEDULE_FIELD_ERRORS,
          });
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await screen.findByText('Row 2, End time: Start time must be before end time');
    expect(shown()).toEqual([]);
  });

  it('a screen’s facts, its technical details open', async () => {
    renderWithTheme(
      <DeviceFacts
        device={{
          _id: '01a21f7c-5b3e-7c2d-9e4f-0a1b2c3d4e5f',
          name: 'Counter',
          onlineStatus: 'online',
          createdAt: '2026-03-01T10:00:00.000Z',
          platform: 'web',
          timeZone: 'Europe/Prague',
          settings: { timeZone: null, origins: [] },
          lastSeenAt: '2026-03-02T10:00:00.000Z',
          publishedContent: null,
          notPlayingReason: null,
          commands: [],
          deviceInfo: {
            deviceId: 'web-4f2a1c3d-5b3e-4c2d-9e4f-0a1b2c3d4e5f',
            platform: 'web',
            apiVersion: 0,
            userAgent:
              'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 Chrome/131.0.0.0 Safari/537.36',
            screen: { width: 2880, height: 1800 },
            viewport: { width: 1440, height: 900 },
            timeZone: 'Europe/Prague',
            playerVersion: '1.4.0',
            storageEstimate: { usageBytes: 1024, quotaBytes: 4096 },
          },
        }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Technical details' }));
    within(document.body).getByText('1440 × 900 pixels');
    expect(shown()).toEqual([]);
  });
});

/** The console's production .tsx files, relative to its src folder. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [path] : [];
  });
}

/** Props whose string a person reads. */
const TEXT_PROPS = new Set([
  'label',
  'title',
  'placeholder',
  'aria-label',
  'description',
  'header',
  'content',
  'validationMessage',
  'hint',
]);

/** The text of JSX a person reads: JSX text, and string literals given to text props. */
function jsxTexts(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: string[] = [];
  const visit = (node: ts.Node, inCode: boolean) => {
    if (ts.isJsxElement(node)) {
      const tag = node.openingElement.tagName.getText(source);
      inCode ||= tag === 'code' || tag === 'pre';
    }
    if (!inCode && ts.isJsxText(node) && node.text.trim()) found.push(node.text.trim());
    if (
      ts.isJsxAttribute(node) &&
      TEXT_PROPS.has(node.name.getText(source)) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer)
    )
      found.push(node.initializer.text);
    node.forEachChild((child) => visit(child, inCode));
  };
  visit(source, false);
  return found;
}

describe('the console’s own words', () => {
  it('has no raw identifiers in any JSX text or text prop', () => {
    const src = join(__dirname, '..');
    const offending = sourceFiles(src).flatMap((file) =>
      jsxTexts(file).flatMap((text) =>
        rawIdentifiersIn(text).map((raw) => `${relative(src, file)}: ${raw} in "${text}"`),
      ),
    );
    expect(offending).toEqual([]);
  });
});
