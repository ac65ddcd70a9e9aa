// Writes the Duration into a WebM that MediaRecorder produced. A browser's recorder streams the file and never
// knows its length, so the Segment's Info has no Duration: players then report an unknown (infinite) duration,
// show no length and cannot seek. This reads the clusters' timecodes, and inserts a Duration element into Info.
//   node scripts/site/webm-duration.mjs assets/public/landing/*.webm   (rewrites the files in place)
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const ID = {
  segment: 0x18538067,
  info: 0x1549a966,
  seekHead: 0x114d9b74,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  cluster: 0x1f43b675,
  timecode: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
};
const TOP_LEVEL = new Set([ID.cluster, 0x1c53bb6b, 0x1254c367, 0x1043a770, 0x1941a469, ID.seekHead]);

function vintLength(first) {
  let length = 1;
  for (let mask = 0x80; length <= 8 && !(first & mask); mask >>= 1) length += 1;
  if (length > 8) throw new Error('not an EBML variable-length number');
  return length;
}

/** An element's id (marker bits kept), size (null when unknown) and where its data starts. */
function element(bytes, at) {
  const idLength = vintLength(bytes[at]);
  let id = 0;
  for (let i = 0; i < idLength; i += 1) id = id * 256 + bytes[at + i];
  const sizeAt = at + idLength;
  const sizeLength = vintLength(bytes[sizeAt]);
  let size = bytes[sizeAt] & (0xff >> sizeLength);
  let allOnes = size === 0xff >> sizeLength;
  for (let i = 1; i < sizeLength; i += 1) {
    size = size * 256 + bytes[sizeAt + i];
    allOnes &&= bytes[sizeAt + i] === 0xff;
  }
  return { id, size: allOnes ? null : size, sizeAt, sizeLength, data: sizeAt + sizeLength };
}

function readUint(bytes, at, length) {
  let value = 0;
  for (let i = 0; i < length; i += 1) value = value * 256 + bytes[at + i];
  return value;
}

/** The children of [start, end); an unknown-size child ends where a top-level element begins. */
function* children(bytes, start, end) {
  let at = start;
  while (at < end) {
    const child = element(bytes, at);
    yield { ...child, at };
    if (child.size === null) {
      let next = child.data;
      while (next < end && !TOP_LEVEL.has(element(bytes, next).id)) {
        const inner = element(bytes, next);
        next = inner.data + (inner.size ?? 0);
      }
      at = next;
    } else at = child.data + child.size;
  }
}

/** The time of the last frame's end, in the file's timecode units (milliseconds with the usual scale). */
function lastFrameEnd(bytes, segmentStart, segmentEnd) {
  let last = 0;
  let frames = 0;
  for (const cluster of children(bytes, segmentStart, segmentEnd)) {
    if (cluster.id !== ID.cluster) continue;
    const clusterEnd = cluster.size === null ? segmentEnd : cluster.data + cluster.size;
    let base = 0;
    for (const child of children(bytes, cluster.data, clusterEnd)) {
      if (TOP_LEVEL.has(child.id)) break;
      if (child.id === ID.timecode) base = readUint(bytes, child.data, child.size);
      let block = child.id === ID.simpleBlock ? child : null;
      if (child.id === ID.blockGroup) {
        for (const inner of children(bytes, child.data, child.data + child.size)) {
          if (inner.id === ID.block) block = inner;
        }
      }
      if (!block) continue;
      const track = vintLength(bytes[block.data]);
      const relative = Buffer.from(bytes.buffer, bytes.byteOffset).readInt16BE(block.data + track);
      last = Math.max(last, base + relative);
      frames += 1;
    }
  }
  if (frames < 2) return last;
  // Add one frame's length (the average spacing) so the last frame is shown for its time too.
  return last + last / (frames - 1);
}

/** A copy of the WebM with a Duration in its Info (replacing one that is there). */
export function withDuration(input) {
  const bytes = new Uint8Array(input);
  const header = element(bytes, 0);
  const segmentAt = header.data + header.size;
  const segment = element(bytes, segmentAt);
  if (segment.id !== ID.segment) throw new Error('no Segment after the EBML header');
  const segmentEnd = segment.size === null ? bytes.length : segment.data + segment.size;
  let info = null;
  for (const child of children(bytes, segment.data, segmentEnd)) {
    if (child.id === ID.seekHead) throw new Error('a SeekHead would need its offsets moved: not supported');
    if (child.id === ID.info) info = child;
    if (child.id === ID.cluster) break;
  }
  if (!info || info.size === null) throw new Error('no Info element of known size');
  const kept = [];
  for (const child of children(bytes, info.data, info.data + info.size)) {
    if (child.id !== ID.duration) kept.push(bytes.subarray(child.at, child.data + child.size));
  }
  const duration = Buffer.alloc(11);
  duration.writeUInt16BE(ID.duration, 0);
  duration[2] = 0x88; // size 8
  duration.writeDoubleBE(lastFrameEnd(bytes, segment.data, segmentEnd), 3);
  const body = Buffer.concat([...kept, duration]);
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(body.length) | (1n << 56n)); // an 8-byte size, whatever it was before
  const newInfo = Buffer.concat([bytes.subarray(info.at, info.sizeAt), size, body]);
  const grown = newInfo.length - (info.data + info.size - info.at);
  const segmentSize = Buffer.from(bytes.subarray(segment.sizeAt, segment.data));
  if (segment.size !== null) {
    const value = BigInt(segment.size + grown) | (1n << BigInt(7 * segment.sizeLength));
    for (let i = segment.sizeLength - 1, rest = value; i >= 0; i -= 1, rest >>= 8n) {
      segmentSize[i] = Number(rest & 0xffn);
    }
  }
  return Buffer.concat([
    bytes.subarray(0, segment.sizeAt),
    segmentSize,
    bytes.subarray(segment.data, info.at),
    newInfo,
    bytes.subarray(info.data + info.size),
  ]);
}

/** The Duration written in a WebM's Info, in milliseconds, or null when it has none. */
export function durationOf(input) {
  const bytes = new Uint8Array(input);
  const header = element(bytes, 0);
  const segment = element(bytes, header.data + header.size);
  const end = segment.size === null ? bytes.length : segment.data + segment.size;
  for (const child of children(bytes, segment.data, end)) {
    if (child.id === ID.cluster) break;
    if (child.id !== ID.info) continue;
    for (const field of children(bytes, child.data, child.data + child.size)) {
      if (field.id !== ID.duration) continue;
      const view = Buffer.from(bytes.buffer, bytes.byteOffset + field.data, field.size);
      return field.size === 4 ? view.readFloatBE(0) : view.readDoubleBE(0);
    }
  }
  return null;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const file of process.argv.slice(2)) {
    const fixed = withDuration(readFileSync(file));
    writeFileSync(file, fixed);
    console.log(`${file}: ${(durationOf(fixed) / 1000).toFixed(2)} s`);
  }
}
