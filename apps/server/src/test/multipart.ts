export interface FormPart {
  name: string;
  /** Present for a file part. */
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data body and its content-type header, for `app.inject`. */
export function multipartBody(parts: FormPart[]): { payload: Buffer; headers: { 'content-type': string } } {
  const boundary = '----storybook-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const disposition = `form-data; name="${part.name}"${filename}`;
    const head = [`--${boundary}`, `Content-Disposition: ${disposition}`];
    if (part.contentType) head.push(`Content-Type: ${part.contentType}`);
    chunks.push(Buffer.from(`${head.join('\r\n')}\r\n\r\n`), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The usual upload: the image in `file`, plus the `upload_preset` field clients send. */
export function uploadBody(data: Buffer | string, filename = 'photo.jpg', contentType = 'image/jpeg') {
  return multipartBody([
    { name: 'upload_preset', data: 'storybook' },
    { name: 'file', filename, contentType, data },
  ]);
}
