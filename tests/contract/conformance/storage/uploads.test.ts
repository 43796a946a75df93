/**
 * Uploading as storage-js does: every body it accepts (form data, Buffer, ArrayBuffer, Blob, Node
 * stream), replacing, custom metadata, a bucket's size limit and allowed types, and signed upload
 * URLs. With the service role key, as the official suite runs.
 */
import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientFor } from '../../support/stacks';
import { covers } from '../support/official';
import { conformanceStacks } from '../support/stacks';
import { cardPhoto, newBucket, notesText, unique } from './support';

const UPLOADS = 'storageFileApi › Object API › Upload files';
const NODE_STREAMS = 'storageFileApiNode › Object API › Stream handling in node';

describe.each(conformanceStacks)('uploading objects ($name)', (stack) => {
  const service = clientFor(stack, stack.serviceRoleKey);
  let bucket: string;
  const cards = () => service.storage.from(bucket);
  const photoPath = () => `biology/${unique('cell')}.jpg`;

  beforeAll(async () => {
    bucket = await newBucket(service, 'uploads');
  });

  /** The bytes stored at `path`, read back through the API. */
  async function stored(path: string, from = bucket): Promise<Buffer> {
    const { data, error } = await service.storage.from(from).download(path);
    expect(error).toBeNull();
    return Buffer.from(await data!.arrayBuffer());
  }

  it(covers('storage-js', 'storageFileApi › Object API › Generate urls › upload files error handling', 'refuses an upload to a bucket that does not exist'), async () => {
    const { data, error } = await service.storage.from('no-such-deck').upload(photoPath(), cardPhoto);
    expect(data).toBeNull();
    expect(error?.message).toBe('Bucket not found');
    await expect(service.storage.from('no-such-deck').throwOnError().upload(photoPath(), cardPhoto)).rejects.toThrow('Bucket not found');
  });

  it(covers('storage-js', `${UPLOADS} › uploading using form-data`, 'uploads the file of a form'), async () => {
    const path = photoPath();
    const form = new FormData();
    form.append('', new Blob([cardPhoto]), 'cell.jpg');
    const { data, error } = await cards().upload(path, form);
    expect(error).toBeNull();
    expect(data?.path).toBe(path);
    expect(await stored(path)).toEqual(cardPhoto);
  });

  it(covers('storage-js', `${UPLOADS} › uploading using buffer`, 'uploads a Buffer'), async () => {
    const path = photoPath();
    expect((await cards().upload(path, cardPhoto)).data?.path).toBe(path);
    expect(await stored(path)).toEqual(cardPhoto);
  });

  it(covers('storage-js', `${UPLOADS} › uploading using array buffer`, 'uploads an ArrayBuffer'), async () => {
    const path = photoPath();
    const bytes = cardPhoto.buffer.slice(cardPhoto.byteOffset, cardPhoto.byteOffset + cardPhoto.byteLength);
    expect((await cards().upload(path, bytes)).data?.path).toBe(path);
    expect(await stored(path)).toEqual(cardPhoto);
  });

  it(covers('storage-js', `${UPLOADS} › uploading using blob`, 'uploads a Blob'), async () => {
    const path = photoPath();
    expect((await cards().upload(path, new Blob([cardPhoto]))).data?.path).toBe(path);
    expect(await stored(path)).toEqual(cardPhoto);
  });

  it(covers('storage-js', `${UPLOADS} › uploading using readable stream`, 'uploads a Node stream'), async () => {
    const path = `notes/${unique('mitochondria')}.txt`;
    const { data, error } = await cards().upload(path, Readable.from([Buffer.from(notesText)]));
    expect(error).toBeNull();
    expect(data?.path).toBe(path);
    expect((await stored(path)).toString()).toBe(notesText);
  });

  it(covers('storage-js', `${NODE_STREAMS} › uploading stream with duplex option`, 'uploads a Node stream sent half-duplex'), async () => {
    const path = `notes/${unique('duplex')}.txt`;
    const { data, error } = await cards().upload(path, Readable.from([Buffer.from(notesText)]), { duplex: 'half' });
    expect(error).toBeNull();
    expect(data?.path).toBe(path);
    expect((await stored(path)).toString()).toBe(notesText);
  });

  it(covers('storage-js', `${UPLOADS} › upload and update file`, 'replaces an object’s bytes with update'), async () => {
    const path = photoPath();
    expect((await cards().upload(path, cardPhoto)).error).toBeNull();
    const { data, error } = await cards().update(path, Buffer.from(notesText));
    expect(error).toBeNull();
    expect(data?.path).toBe(path);
    expect((await stored(path)).toString()).toBe(notesText);
  });

  it(covers('storage-js', `${UPLOADS} › can upload with custom metadata`, 'keeps the uploader’s own metadata'), async () => {
    const path = photoPath();
    const metadata = { topic: 'cells', deck: 'biology', level: 'intro' };
    expect((await cards().upload(path, cardPhoto, { metadata })).error).toBeNull();
    const { data, error } = await cards().info(path);
    expect(error).toBeNull();
    expect(data?.metadata).toEqual(metadata);
  });

  it(covers('storage-js', `${UPLOADS} › can upload a file within the file size limit`, 'accepts a file within the bucket’s size limit'), async () => {
    const limited = unique('limited-decks');
    await service.storage.createBucket(limited, { public: true, fileSizeLimit: '1mb' });
    expect((await service.storage.from(limited).upload(photoPath(), cardPhoto)).error).toBeNull();
  });

  it(covers('storage-js', `${UPLOADS} › cannot upload a file that exceed the file size limit`, 'refuses a file over the bucket’s size limit'), async () => {
    const limited = unique('limited-decks');
    await service.storage.createBucket(limited, { public: true, fileSizeLimit: '1kb' });
    const path = photoPath();
    const { error } = await service.storage.from(limited).upload(path, cardPhoto);
    expect(error?.name).toBe('StorageApiError');
    expect(error?.message).toBe('The object exceeded the maximum allowed size');
    expect((error as { statusCode?: string }).statusCode).toBe('413');
    expect((await service.storage.from(limited).exists(path)).data).toBe(false);
  });

  it(covers('storage-js', `${UPLOADS} › can upload a file with a valid mime type`, 'accepts a type the bucket allows'), async () => {
    const pictures = unique('png-decks');
    await service.storage.createBucket(pictures, { public: true, allowedMimeTypes: ['image/png'] });
    expect((await service.storage.from(pictures).upload(photoPath(), cardPhoto, { contentType: 'image/png' })).error).toBeNull();
  });

  it(covers('storage-js', `${UPLOADS} › cannot upload a file an invalid mime type`, 'refuses a type the bucket does not allow'), async () => {
    const pictures = unique('png-decks');
    await service.storage.createBucket(pictures, { public: true, allowedMimeTypes: ['image/png'] });
    const { error } = await service.storage.from(pictures).upload(photoPath(), cardPhoto, { contentType: 'image/jpeg' });
    expect(error?.name).toBe('StorageApiError');
    expect(error?.message).toBe('mime type image/jpeg is not supported');
    expect((error as { statusCode?: string }).statusCode).toBe('415');
  });

  it(covers('storage-js', `${UPLOADS} › sign url for upload`, 'signs a URL to upload one object'), async () => {
    const path = photoPath();
    const { data, error } = await cards().createSignedUploadUrl(path);
    expect(error).toBeNull();
    expect(data?.path).toBe(path);
    expect(data?.token).toEqual(expect.any(String));
    expect(data?.signedUrl).toContain(`${stack.url}/storage/v1/object/upload/sign/${bucket}/${path}`);
  });

  it(covers('storage-js', `${UPLOADS} › can upload with a signed url`, 'uploads through a signed upload URL'), async () => {
    const path = photoPath();
    const { data } = await cards().createSignedUploadUrl(path);
    const upload = await cards().uploadToSignedUrl(data!.path, data!.token, cardPhoto);
    expect(upload.error).toBeNull();
    expect(upload.data?.path).toBe(path);
    expect(await stored(path)).toEqual(cardPhoto);
  });

  it(covers('storage-js', `${NODE_STREAMS} › uploadToSignedUrl auto-detects stream and sets duplex`, 'uploads a Node stream through a signed upload URL'), async () => {
    const path = `notes/${unique('signed-stream')}.txt`;
    const { data } = await cards().createSignedUploadUrl(path);
    const upload = await cards().uploadToSignedUrl(path, data!.token, Readable.from([Buffer.from(notesText)]));
    expect(upload.error).toBeNull();
    expect(upload.data?.path).toBe(path);
    expect((await stored(path)).toString()).toBe(notesText);
  });

  it(covers('storage-js', `${UPLOADS} › can upload overwriting files with a signed url`, 'replaces an object through a signed upload URL made with upsert'), async () => {
    const path = photoPath();
    expect((await cards().upload(path, cardPhoto)).error).toBeNull();
    const { data, error } = await cards().createSignedUploadUrl(path, { upsert: true });
    expect(error).toBeNull();
    const upload = await cards().uploadToSignedUrl(data!.path, data!.token, Buffer.from(notesText));
    expect(upload.error).toBeNull();
    expect(upload.data?.path).toBe(path);
    expect((await stored(path)).toString()).toBe(notesText);
  });

  it(covers('storage-js', `${UPLOADS} › cannot upload to a signed url twice`, 'takes one upload per signed upload URL made without upsert'), async () => {
    const path = photoPath();
    const { data } = await cards().createSignedUploadUrl(path);
    expect((await cards().uploadToSignedUrl(data!.path, data!.token, cardPhoto)).error).toBeNull();
    const again = await cards().uploadToSignedUrl(data!.path, data!.token, Buffer.from(notesText));
    expect(again.error?.name).toBe('StorageApiError');
    expect(again.error?.message).toBe('The resource already exists');
    expect((again.error as { statusCode?: string }).statusCode).toBe('409');
    await expect(cards().throwOnError().uploadToSignedUrl(data!.path, data!.token, cardPhoto)).rejects.toThrow();
    expect(await stored(path)).toEqual(cardPhoto);
  });
});
