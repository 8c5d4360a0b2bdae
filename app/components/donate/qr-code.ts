import type { QRCodeToStringOptions } from "qrcode";

type QrModule = { toString(text: string, options: QRCodeToStringOptions): Promise<string> };

/**
 * The QR code of an EPC payload as SVG markup. `qrcode` is imported on first use: on the server
 * that is the loader, in the browser only a changed amount loads it, so it is not part of the
 * first page load.
 */
export async function renderQrSvg(payload: string): Promise<string> {
  const module: QrModule & { default?: QrModule } = await import("qrcode");
  const qr = module.default ?? module;
  return qr.toString(payload, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
}
