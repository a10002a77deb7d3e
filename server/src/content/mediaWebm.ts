/**
 * The metadata a WebM upload may carry about the person who filmed it, blanked in place. A WebM is EBML
 * (RFC 8794) in Matroska's layout (RFC 9559): a phone or a converter writes the title, the recording date
 * and free tags there (ffmpeg carries an MP4's place, "location", and the device into Tags when it makes
 * a WebM). Each such element becomes an EBML Void element of exactly its size, filled with zeros, as
 * blankMp4UserData does with 'free' boxes: nothing moves, so every position the file keeps (SeekHead,
 * Cues) stays right, and a player skips a Void wherever it lies.
 *
 * Blanked: Segment/Tags and Segment/Attachments whole, Segment/Info/Title and DateUTC, the SeekHead's
 * entries that pointed at what was blanked, and the CRC-32 of an Info whose children changed. Kept: what
 * playback needs and the muxer's name (MuxingApp, WritingApp, both mandatory). Anything the walk cannot
 * read (a truncated or malformed file) is left as it is from there on: the file is stored as uploaded.
 */

const ID = {
  segment: 0x18538067,
  seekHead: 0x114d9b74,
  seek: 0x4dbb,
  seekId: 0x53ab,
  info: 0x1549a966,
  title: 0x7ba9,
  dateUtc: 0x4461,
  tags: 0x1254c367,
  attachments: 0x1941a469,
  cluster: 0x1f43b675,
  crc32: 0xbf,
  void: 0xec,
} as const;

/** The elements a Segment holds directly: an unknown-sized Cluster ends where the next of these begins. */
const SEGMENT_CHILDREN = new Set<number>([
  ID.seekHead,
  ID.info,
  0x1654ae6b, // Tracks
  0x1043a770, // Chapters
  ID.cluster,
  0x1c53bb6b, // Cues
  ID.attachments,
  ID.tags,
]);

/** Top-level elements blanked whole. */
const BLANKED_SEGMENT_CHILDREN = new Set<number>([ID.tags, ID.attachments]);
/** Info's children blanked. */
const BLANKED_INFO_CHILDREN = new Set<number>([ID.title, ID.dateUtc]);

/** An element's header as read: its ID, where its data starts and ends (null end: unknown size). */
interface Element {
  id: number;
  start: number;
  dataStart: number;
  dataEnd: number | null;
}

/** A variable-length integer's length from its first byte (1 to 8), or 0 when there is no marker bit. */
const vintLength = (first: number) => (first === 0 ? 0 : Math.clz32(first) - 23);

/**
 * The element at `at`, or null when its header is not whole or not EBML within `end`, or its data runs
 * past `end`; with `cutShort`, such an element is read as of unknown size instead (a Segment cut short).
 */
function readElement(data: Buffer, at: number, end: number, cutShort = false): Element | null {
  const idLength = vintLength(data[at] ?? 0);
  if (idLength === 0 || idLength > 4 || at + idLength > end) return null;
  const id = data.readUIntBE(at, idLength);
  const sizeAt = at + idLength;
  const sizeLength = vintLength(data[sizeAt] ?? 0);
  if (sizeLength === 0 || sizeAt + sizeLength > end) return null;
  // The size without its marker bit; all ones is "unknown" (a live recording's Segment and Clusters).
  let size = BigInt((data[sizeAt] ?? 0) & (0xff >> sizeLength));
  for (let i = 1; i < sizeLength; i++) size = (size << 8n) | BigInt(data[sizeAt + i] ?? 0);
  const unknown = size === (1n << BigInt(7 * sizeLength)) - 1n;
  const dataStart = sizeAt + sizeLength;
  if (unknown || (cutShort && size > BigInt(end - dataStart)))
    return { id, start: at, dataStart, dataEnd: null };
  if (size > BigInt(end - dataStart)) return null;
  return { id, start: at, dataStart, dataEnd: dataStart + Number(size) };
}

/**
 * Writes a Void element over from..to, of exactly that length: its ID, a size of up to 8 bytes (a longer
 * size than needed is valid EBML), then zeros. Every element is at least 2 bytes long, as a Void can be.
 */
export function writeVoid(data: Buffer, from: number, to: number): void {
  const total = to - from;
  if (total < 2) return;
  const sizeLength = Math.min(8, total - 1);
  let payload = BigInt(total - 1 - sizeLength);
  data.fill(0, from, to);
  data[from] = ID.void;
  for (let i = sizeLength; i >= 1; i--) {
    data[from + i] = Number(payload & 0xffn);
    payload >>= 8n;
  }
  data[from + 1] = (data[from + 1] ?? 0) | (0x80 >> (sizeLength - 1));
}

/** Where an unknown-sized Cluster ends: at the next element a Segment holds directly, or at `end`. */
function clusterEnd(data: Buffer, from: number, end: number): number | null {
  let at = from;
  while (at < end) {
    const child = readElement(data, at, end);
    if (!child) return null;
    if (SEGMENT_CHILDREN.has(child.id)) return at;
    if (child.dataEnd === null) return null;
    at = child.dataEnd;
  }
  return end;
}

/** The children of a master element that lie whole within from..to (a malformed one ends the list). */
function childrenOf(data: Buffer, from: number, to: number): Element[] {
  const children: Element[] = [];
  let at = from;
  while (at < to) {
    const child = readElement(data, at, to);
    if (!child || child.dataEnd === null) break;
    children.push(child);
    at = child.dataEnd;
  }
  return children;
}

/** Blanks Info's Title and DateUTC, and its CRC-32 (now wrong) when it has one and anything changed. */
function blankInfo(copy: Buffer, info: Element & { dataEnd: number }): void {
  const children = childrenOf(copy, info.dataStart, info.dataEnd);
  const blanked = children.filter((child) => BLANKED_INFO_CHILDREN.has(child.id));
  for (const child of blanked) writeVoid(copy, child.start, child.dataEnd ?? child.start);
  const crc = children[0]?.id === ID.crc32 ? children[0] : undefined;
  if (crc && blanked.length > 0) writeVoid(copy, crc.start, crc.dataEnd ?? crc.start);
}

/** Blanks the SeekHead's entries that point at an element of `gone` (their SeekID is its ID's bytes). */
function blankSeeks(copy: Buffer, seekHead: Element & { dataEnd: number }, gone: ReadonlySet<number>): void {
  for (const seek of childrenOf(copy, seekHead.dataStart, seekHead.dataEnd)) {
    if (seek.id !== ID.seek || seek.dataEnd === null) continue;
    const target = childrenOf(copy, seek.dataStart, seek.dataEnd).find((child) => child.id === ID.seekId);
    if (!target || target.dataEnd === null) continue;
    const length = target.dataEnd - target.dataStart;
    if (length < 1 || length > 4) continue;
    if (gone.has(copy.readUIntBE(target.dataStart, length))) writeVoid(copy, seek.start, seek.dataEnd);
  }
}

/** Blanks one Segment's metadata; answers where the Segment ends, or null when the walk must stop. */
function blankSegment(copy: Buffer, segment: Element): number | null {
  const end = segment.dataEnd ?? copy.byteLength;
  const seekHeads: (Element & { dataEnd: number })[] = [];
  const gone = new Set<number>();
  let at = segment.dataStart;
  let whole = true;
  while (at < end) {
    const element = readElement(copy, at, end);
    if (!element) {
      whole = false;
      break;
    }
    if (element.dataEnd === null) {
      // Only a Cluster may be of unknown size inside a Segment; anything else cannot be walked past.
      const clusterEnds = element.id === ID.cluster ? clusterEnd(copy, element.dataStart, end) : null;
      if (clusterEnds === null) {
        whole = false;
        break;
      }
      at = clusterEnds;
      continue;
    }
    const known = { ...element, dataEnd: element.dataEnd };
    if (BLANKED_SEGMENT_CHILDREN.has(element.id)) {
      writeVoid(copy, element.start, element.dataEnd);
      gone.add(element.id);
    } else if (element.id === ID.info) {
      blankInfo(copy, known);
    } else if (element.id === ID.seekHead) {
      seekHeads.push(known);
    }
    at = element.dataEnd;
  }
  // After the walk: a SeekHead usually comes first, before the Tags it points at.
  for (const seekHead of seekHeads) blankSeeks(copy, seekHead, gone);
  return whole && segment.dataEnd !== null ? end : null;
}

/** A copy of a WebM with the metadata above blanked in place: the same length, every position the same. */
export function blankWebmMetadata(video: Buffer): Buffer {
  const copy = Buffer.from(video);
  let at = 0;
  while (at < copy.byteLength) {
    // A Segment that claims more than the file holds is walked to the file's end.
    const element = readElement(copy, at, copy.byteLength, true);
    if (!element) break;
    if (element.id === ID.segment) {
      const next = blankSegment(copy, element);
      if (next === null) break;
      at = next;
    } else if (element.dataEnd !== null) {
      // The EBML header, or a Void between Segments.
      at = element.dataEnd;
    } else {
      break;
    }
  }
  return copy;
}
