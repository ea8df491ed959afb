// The objects feature's public face: what other features may use (docs/decisions/017).
export {
  DOWNSCALE_TARGET_BYTES,
  type DownscaleResult,
  downscaleTicketImage,
} from './downscale.ts';
export {
  deleteObject,
  deleteObjectByUrl,
  objectIdFromUrl,
  objectUrlFor,
  readObjectForVerification,
} from './service.ts';
