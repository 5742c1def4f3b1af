import jsQR from 'jsqr';
import { expect, type Page } from '@playwright/test';

/** /wifi and /wifi/qrcode as a person sees them. */
export class WifiPage {
  constructor(private readonly page: Page) {}

  readonly networkName = () => this.page.getByLabel('Network name (SSID)');
  readonly password = () => this.page.getByLabel(/^(WiFi password|WEP key)$/);
  readonly qrCode = () => this.page.getByRole('img', { name: /^QR code to join the WiFi network/ });

  async open() {
    await this.page.goto('/wifi');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Scanner WiFi set-up' })).toBeVisible();
  }

  async fill(
    ssid: string,
    password: string | null,
    options: { security?: 'WPA / WPA2 / WPA3' | 'WEP' | 'None (open)'; hidden?: boolean } = {},
  ) {
    await this.networkName().fill(ssid);
    if (options.security) await this.page.getByRole('radio', { name: options.security }).check();
    if (password !== null) await this.password().fill(password);
    if (options.hidden !== undefined) await this.page.getByRole('checkbox', { name: /Hidden network/ }).setChecked(options.hidden);
  }

  /** The form again, from the QR screen's Back button. */
  async back() {
    await this.page.getByRole('button', { name: 'Back' }).click();
  }

  async generate() {
    await this.page.getByRole('button', { name: 'Generate QR code' }).click();
  }

  async expectQrShown(ssid: string) {
    await expect(this.page).toHaveURL(/\/wifi\/qrcode$/);
    await expect(this.page.getByRole('heading', { level: 1, name: 'WiFi QR code' })).toBeVisible();
    await expect(this.qrCode()).toHaveAccessibleName(`QR code to join the WiFi network ${ssid}`);
    await expect(this.page.getByText(ssid, { exact: true })).toBeVisible();
  }

  /** What a camera would read: a screenshot of the code as drawn, decoded by jsQR. */
  async decodeQr(): Promise<string | undefined> {
    const png = await this.qrCode().screenshot();
    const image = await this.page.evaluate(async (base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const data = context.getImageData(0, 0, bitmap.width, bitmap.height);
      return { width: data.width, height: data.height, pixels: Array.from(data.data) };
    }, png.toString('base64'));
    return jsQR(Uint8ClampedArray.from(image.pixels), image.width, image.height)?.data;
  }

  /** Device pixels per module of the drawn code (a whole number keeps its edges sharp). */
  async devicePixelsPerModule(): Promise<number> {
    return this.qrCode().evaluate((svg) => {
      const total = Number(svg.getAttribute('data-modules')) + 8;
      return (svg.getBoundingClientRect().width * window.devicePixelRatio) / total;
    });
  }
}
