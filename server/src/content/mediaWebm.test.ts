import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkVideo } from './mediaVideo';
import { blankWebmMetadata, writeVoid } from './mediaWebm';

// mediaWebm.ts: a WebM's title, recording date, tags (ffmpeg carries an MP4's place there) and attachments
// become Void elements of the same size; nothing else changes, no byte moves. The files are built here
// element by element, as a muxer writes them (RFC 9559), and read back by the small reader below, which
// shares no code with the module.

/** An EBML element: its ID's bytes, a size (8 bytes wide, as ffmpeg writes masters, or unknown), its data. */
function el(id: number, data: Buffer | string | Buffer[], size: 'known' | 'unknown' | 'short' = 'short') {
  const idBytes = Buffer.from(
    id.toString(16).padStart(id > 0xffffff ? 8 : id > 0xffff ? 6 : id > 0xff ? 4 : 2, '0'),
    'hex',
  );
  const body = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
  let sizeBytes: Buffer;
  if (size === 'unknown') sizeBytes = Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
  else if (size === 'known') {
    sizeBytes = Buffer.alloc(8);
    sizeBytes.writeBigUInt64BE(BigInt(body.byteLength));
    sizeBytes[0] = 0x01;
  } else {
    if (body.byteLength > 126) throw new Error('a short size holds at most 126');
    sizeBytes = Buffer.from([0x80 | body.byteLength]);
  }
  return Buffer.concat([idBytes, sizeBytes, body]);
}
const uint = (id: number, value: number) => el(id, Buffer.from([value]));

interface Read {
  id: number;
  start: number;
  end: number;
  dataStart: number;
}

/** The elements from `from` to `to`, one level: ID, where each starts and ends; an unknown size runs to `to`. */
function level(data: Buffer, from: number, to: number): Read[] {
  const out: Read[] = [];
  let at = from;
  while (at < to) {
    const idLength = Math.clz32(data[at] ?? 0) - 23;
    const id = data.readUIntBE(at, idLength);
    const sizeAt = at + idLength;
    const sizeLength = Math.clz32(data[sizeAt] ?? 0) - 23;
    let size = (data[sizeAt] ?? 0) & (0xff >> sizeLength);
    let unknown = size === 0xff >> sizeLength;
    for (let i = 1; i < sizeLength; i++) {
      unknown &&= data[sizeAt + i] === 0xff;
      size = size * 256 + (data[sizeAt + i] ?? 0);
    }
    const dataStart = sizeAt + sizeLength;
    // Unknown: to the end (a Segment; the tests read no Cluster of unknown size this way).
    const end = unknown ? to : dataStart + size;
    out.push({ id, start: at, end, dataStart });
    at = end;
  }
  return out;
}

const EBML_HEADER = el(0x1a45dfa3, [el(0x4282, 'webm'), uint(0x4287, 4), uint(0x4285, 2)]);
const TITLE = 'Round with Jan Peeters';
const PLACE = '+51.3229+003.1786/';
const info = (first: Buffer[] = []) =>
  el(
    0x1549a966,
    [
      ...first,
      el(0x2ad7b1, Buffer.from([0x0f, 0x42, 0x40])), // TimestampScale
      el(0x4d80, 'Lavf61.1.100'), // MuxingApp
      el(0x5741, 'Lavf61.1.100'), // WritingApp
      el(0x7ba9, TITLE),
      el(0x4461, Buffer.from('0a1b2c3d4e5f6071', 'hex')), // DateUTC
    ],
    'known',
  );
const tracks = el(0x1654ae6b, [el(0xae, [uint(0xd7, 1), uint(0x83, 1), el(0x86, 'V_VP9')])], 'known');
const cluster = (size: 'known' | 'unknown', frame: number) =>
  el(0x1f43b675, [uint(0xe7, 0), el(0xa3, Buffer.alloc(40, frame))], size);
const tags = el(
  0x1254c367,
  [
    el(0x7373, [
      el(0x63c0, []), // Targets: the whole file
      el(0x67c8, [el(0x45a3, 'LOCATION'), el(0x4487, PLACE)]),
      el(0x67c8, [el(0x45a3, 'DATE_RECORDED'), el(0x4487, '2026-06-14')]),
    ]),
  ],
  'known',
);
const attachments = el(
  0x1941a469,
  [el(0x61a7, [el(0x466e, 'me.jpg'), el(0x465c, Buffer.alloc(30, 7))])],
  'known',
);
const seek = (id: number) => el(0x4dbb, [el(0x53ab, Buffer.from(id.toString(16), 'hex')), uint(0x53ac, 0)]);
const seekHead = el(0x114d9b74, [seek(0x1549a966), seek(0x1654ae6b), seek(0x1254c367)], 'known');

/** A WebM as ffmpeg writes one from a phone's MP4: the place and date in Tags, a title in Info. */
function converted(segmentSize: 'known' | 'unknown' = 'known', clusters: 'known' | 'unknown' = 'known') {
  return Buffer.concat([
    EBML_HEADER,
    el(
      0x18538067,
      [seekHead, info(), tracks, cluster(clusters, 1), cluster(clusters, 2), tags, attachments],
      segmentSize,
    ),
  ]);
}

const segmentChildren = (file: Buffer) => {
  const [, segment] = level(file, 0, file.byteLength);
  if (!segment) throw new Error('no segment');
  return level(file, segment.dataStart, segment.end);
};
const voidSpanning = (file: Buffer, element: Read) => {
  const [read] = level(file, element.start, element.end);
  return (
    read?.id === 0xec &&
    read.end === element.end &&
    file.subarray(read.dataStart, read.end).every((b) => b === 0)
  );
};

describe('blankWebmMetadata', () => {
  it('blanks the tags, the attachments, the title and the date, moving nothing', () => {
    const file = converted();
    const blanked = blankWebmMetadata(file);
    expect(blanked.byteLength).toBe(file.byteLength);
    for (const text of [PLACE, 'LOCATION', '2026-06-14', TITLE, 'me.jpg']) {
      expect(file.includes(text)).toBe(true);
      expect(blanked.includes(text)).toBe(false);
    }
    expect(blanked.includes(Buffer.from('0a1b2c3d4e5f6071', 'hex'))).toBe(false);

    const before = segmentChildren(file);
    const after = segmentChildren(blanked);
    expect(after.map((e) => [e.start, e.end])).toEqual(before.map((e) => [e.start, e.end]));
    expect(after.map((e) => e.id.toString(16))).toEqual([
      '114d9b74',
      '1549a966',
      '1654ae6b',
      '1f43b675',
      '1f43b675',
      'ec',
      'ec',
    ]);
    // Tracks and clusters are byte for byte the same; the EBML header too.
    for (const [index, element] of before.entries()) {
      if (element.id === 0x1654ae6b || element.id === 0x1f43b675)
        expect(
          blanked.subarray(element.start, element.end).equals(file.subarray(element.start, element.end)),
        ).toBe(true);
      if (element.id === 0x1254c367 || element.id === 0x1941a469)
        expect(voidSpanning(blanked, element), `${index}`).toBe(true);
    }
    expect(blanked.subarray(0, EBML_HEADER.byteLength).equals(EBML_HEADER)).toBe(true);
  });

  it('keeps what Info needs for playback, and the SeekHead entries of what is still there', () => {
    const blanked = blankWebmMetadata(converted());
    const [head, infoRead] = segmentChildren(blanked);
    if (!head || !infoRead) throw new Error('no SeekHead or Info');
    const infoChildren = level(blanked, infoRead.dataStart, infoRead.end);
    expect(infoChildren.map((e) => e.id.toString(16))).toEqual(['2ad7b1', '4d80', '5741', 'ec', 'ec']);
    expect(blanked.includes('Lavf61.1.100')).toBe(true);
    const seeks = level(blanked, head.dataStart, head.end);
    expect(seeks.map((e) => e.id.toString(16))).toEqual(['4dbb', '4dbb', 'ec']);
  });

  it('blanks the CRC-32 of an Info it changed, which would no longer match', () => {
    const crc = el(0xbf, Buffer.from([1, 2, 3, 4]));
    const file = Buffer.concat([
      EBML_HEADER,
      el(0x18538067, [info([crc]), tracks, cluster('known', 1)], 'known'),
    ]);
    const [infoRead] = segmentChildren(blankWebmMetadata(file));
    if (!infoRead) throw new Error('no Info');
    const ids = level(blankWebmMetadata(file), infoRead.dataStart, infoRead.end).map((e) =>
      e.id.toString(16),
    );
    expect(ids).toEqual(['ec', '2ad7b1', '4d80', '5741', 'ec', 'ec']);
  });

  it('finds the tags after clusters of unknown size in a Segment of unknown size (a live recording)', () => {
    const file = converted('unknown', 'unknown');
    const blanked = blankWebmMetadata(file);
    expect(blanked.byteLength).toBe(file.byteLength);
    expect(blanked.includes(PLACE)).toBe(false);
    expect(blanked.includes(TITLE)).toBe(false);
    // The clusters are untouched.
    const at = file.indexOf(cluster('unknown', 1));
    expect(at).toBeGreaterThan(0);
    expect(blanked.indexOf(Buffer.concat([cluster('unknown', 1), cluster('unknown', 2)]))).toBe(at);
  });

  it('leaves a file without such metadata as it is, and blanks nothing twice', () => {
    const plain = Buffer.concat([
      EBML_HEADER,
      el(
        0x18538067,
        [
          el(0x1549a966, [el(0x4d80, 'Chrome'), el(0x5741, 'Chrome')], 'known'),
          tracks,
          cluster('unknown', 1),
        ],
        'unknown',
      ),
    ]);
    expect(blankWebmMetadata(plain).equals(plain)).toBe(true);
    const once = blankWebmMetadata(converted());
    expect(blankWebmMetadata(once).equals(once)).toBe(true);
  });

  it('stops where it cannot read, blanking what came before and never throwing', () => {
    const file = converted();
    // Cut in the middle of the second cluster: the Segment claims more than there is.
    const cut = file.subarray(0, file.indexOf(cluster('known', 2)) + 20);
    const blanked = blankWebmMetadata(cut);
    expect(blanked.byteLength).toBe(cut.byteLength);
    expect(blanked.includes(TITLE)).toBe(false);
    // Not EBML at all, or bytes that only look like the start of it.
    for (const junk of [
      Buffer.alloc(0),
      Buffer.from([0x1a, 0x45]),
      Buffer.alloc(64, 0),
      Buffer.alloc(64, 0xff),
    ]) {
      expect(blankWebmMetadata(junk).equals(junk)).toBe(true);
    }
    // An element whose size runs past its parent's end is not touched.
    const lying = Buffer.from(file);
    const tagsAt = lying.indexOf(tags);
    lying[tagsAt + 4 + 7] = 0xff;
    expect(blankWebmMetadata(lying).includes(PLACE)).toBe(true);
  });

  it('is what checkVideo stores of a WebM upload', () => {
    const { format, data } = checkVideo(converted());
    expect(format).toBe('webm');
    expect(data.includes(PLACE)).toBe(false);
    expect(data.byteLength).toBe(converted().byteLength);
  });
});

/**
 * server/test/media/tagged.webm and tagged-live.webm: 1 s of VP9 at 64 x 48 made by ffmpeg 5.1 (Debian) with
 * `-metadata title=… -metadata location=+51.3229+003.1786/ -metadata creation_time=2026-06-14T10:00:00Z`,
 * the second with `-live 1` (a Segment of unknown size, the tags first). Blanked, both still decode frame
 * for frame as before (checked with ffmpeg's framemd5 when they were made) and show no such tag in ffprobe.
 */
describe.each(['tagged.webm', 'tagged-live.webm'])('a WebM ffmpeg wrote: %s', (name) => {
  const file = readFileSync(join(import.meta.dirname, '..', '..', 'test', 'media', name));
  const blanked = blankWebmMetadata(file);

  it('loses the place, the title and the date, and nothing moves', () => {
    expect(file.includes(PLACE)).toBe(true);
    expect(blanked.byteLength).toBe(file.byteLength);
    for (const text of [PLACE, 'LOCATION', TITLE]) expect(blanked.includes(text)).toBe(false);
    const before = segmentChildren(file);
    expect(segmentChildren(blanked).map((e) => [e.start, e.end])).toEqual(
      before.map((e) => [e.start, e.end]),
    );
    const [infoRead] = before.filter((e) => e.id === 0x1549a966);
    if (!infoRead) throw new Error('no Info');
    const infoIds = level(blanked, infoRead.dataStart, infoRead.end).map((e) => e.id);
    expect(infoIds).not.toContain(0x7ba9);
    expect(infoIds).not.toContain(0x4461);
    expect(infoIds).toContain(0x2ad7b1);
  });

  it('keeps the tracks and every cluster byte for byte', () => {
    const kept = segmentChildren(file).filter((e) => e.id === 0x1654ae6b || e.id === 0x1f43b675);
    expect(kept.length).toBeGreaterThan(1);
    for (const e of kept)
      expect(blanked.subarray(e.start, e.end).equals(file.subarray(e.start, e.end))).toBe(true);
  });
});

describe('writeVoid', () => {
  it.each([2, 3, 5, 9, 10, 11, 200, 70_000])('writes a Void element of exactly %i bytes', (total) => {
    const data = Buffer.alloc(total + 2, 0x55);
    writeVoid(data, 1, total + 1);
    const [read] = level(data, 1, total + 1);
    expect(read).toMatchObject({ id: 0xec, start: 1, end: total + 1 });
    expect(data.subarray(read?.dataStart, total + 1).every((b) => b === 0)).toBe(true);
    // Nothing outside it changed.
    expect([data[0], data[total + 1]]).toEqual([0x55, 0x55]);
  });
});
