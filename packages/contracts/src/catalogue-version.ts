/*
 * How the catalog service tells the dev gateway which catalogue version is current, so the
 * gateway can answer the public catalogue reads from memory without asking per request
 * (docs/adr/0034-gateway-remembers-catalogue-reads.md).
 */

/**
 * Response header of a public catalogue read: the tag of the catalogue version the answer was
 * worked out under. Internal: the gateway reads and removes it. A tag, not the counter itself, so
 * an answer that leaks past a proxy does not tell how often the catalogue (stock included) changes.
 */
export const CATALOGUE_VERSION_HEADER = 'x-catalogue-version';

/** The Redis channel the catalog publishes the current version on, under the shop's key prefix. */
export const catalogueVersionChannel = (redisPrefix: string): string => `${redisPrefix}:catalogue-version`;

/**
 * One message on the channel. `epoch` names the catalogue_version row (a database restored or
 * made afresh has another), `version` counts its committed changes, `tag` is what
 * CATALOGUE_VERSION_HEADER carries for that version.
 */
export interface CatalogueVersionMessage {
  epoch: string;
  version: bigint;
  tag: string;
}

export function formatCatalogueVersionMessage(message: CatalogueVersionMessage): string {
  return JSON.stringify({ epoch: message.epoch, version: String(message.version), tag: message.tag });
}

/** The message, or undefined for anything else said on the channel. */
export function parseCatalogueVersionMessage(text: string): CatalogueVersionMessage | undefined {
  try {
    const { epoch, version, tag } = JSON.parse(text) as Record<string, unknown>;
    if (typeof epoch !== 'string' || !epoch || typeof tag !== 'string' || !tag) return undefined;
    if (typeof version !== 'string' || !/^\d{1,19}$/.test(version)) return undefined;
    return { epoch, version: BigInt(version), tag };
  } catch {
    return undefined;
  }
}
