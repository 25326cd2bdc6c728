// The audit itself (axe.ts), on pages made here: plain Playwright, so no audit runs at the end.
import { expect, test } from '@playwright/test';
import { findingsOf } from './axe.ts';

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Audit</title></head><body><main>${body}</main></body></html>`;

test('finds text without enough contrast, and nothing on a page without it', async ({
  page: tab,
}) => {
  await tab.setContent(page('<p style="color:#bbb;background:#fff">Pale words</p>'));
  const findings = await findingsOf(tab);
  expect(findings).toHaveLength(1);
  expect(findings[0]).toMatch(/^serious color-contrast: /);

  await tab.setContent(page('<p style="color:#222;background:#fff">Dark words</p>'));
  expect(await findingsOf(tab)).toEqual([]);
});
