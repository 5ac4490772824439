import { deflateSync } from 'node:zlib';
import { type APIRequestContext, type Page, expect } from '@playwright/test';

/** The development admin password (services/admin: ADMIN_PASSWORD, default festive-admin). */
export const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? 'festive-admin';

/** Signs the page in at /admin/login and waits for the dashboard. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByTestId('admin-password-input').fill(ADMIN_PASSWORD);
  await page.getByTestId('admin-login-button').click();
  await expect(page.getByTestId('admin-dashboard')).toBeVisible();
}

/** Signs a request context (e.g. `page.request`, sharing the page's cookies) in as the admin. */
export async function signInAsAdminViaApi(request: APIRequestContext): Promise<void> {
  const res = await request.post('/api/admin/login', { data: { password: ADMIN_PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real PNG (browsers decode it, Uppy draws its thumbnail) of one colour with a lighter band,
 * so a test can tell its own upload apart on screen.
 */
export function pngImage(width: number, height: number, rgb: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const band = y > height / 3 && y < (2 * height) / 3;
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      row.set(band ? rgb.map((v) => Math.min(255, v + 80)) : rgb, 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Uploads a file through the image upload button's Uppy dialog: chooses it, presses Upload and
 * waits for the dialog to close on the accepted upload.
 */
export async function uploadThroughDialog(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  await page.getByTestId('button-upload-image').click();
  const dialog = page.locator('.uppy-Dashboard--modal .uppy-Dashboard-inner');
  await expect(dialog).toBeVisible();
  await page.locator('.uppy-Dashboard-input').first().setInputFiles(file);
  await dialog.getByRole('button', { name: /^Upload 1 file/ }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Image uploaded successfully!' })).toBeVisible();
  await expect(dialog).toBeHidden();
}
