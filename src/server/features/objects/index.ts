// The objects feature's public face: what other features may use (docs/decisions/017).
export { deleteObject, deleteObjectByUrl, objectIdFromUrl, objectUrlFor } from './service.ts';
