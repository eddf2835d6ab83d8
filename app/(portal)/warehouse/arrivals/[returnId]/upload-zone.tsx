'use client';
import { useRouter } from 'next/navigation';
import { useId, useRef, useState } from 'react';
import { Button, ErrorMessage, Select, type SelectOption } from '@/components/ui';

const PURPOSES = [
  { value: 'damage_evidence', label: 'Damage evidence' },
  { value: 'contents_photo', label: 'Contents photo' },
  { value: 'packaging_photo', label: 'Packaging photo' },
  { value: 'label_photo', label: 'Label photo' },
  { value: 'other', label: 'Other' },
];
const MAX = 20 * 1024 * 1024;

interface Item {
  key: string;
  name: string;
  progress: number;
  state: 'uploading' | 'done' | 'failed';
  message?: string;
}

/**
 * Drag and drop (or choose) several files; each uploads with its own progress bar (06 Warehouse, 04 C4).
 * The files may show one line of the return (`item_id`): its photos then appear beside that line.
 */
export function UploadZone({ returnId, lines = [] }: { returnId: string; lines?: SelectOption[] }) {
  const router = useRouter();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [purpose, setPurpose] = useState('damage_evidence');
  const [remarks, setRemarks] = useState('');
  const [itemId, setItemId] = useState('');
  const [items, setItems] = useState<Item[]>([]);
  const [over, setOver] = useState(false);
  const update = (key: string, patch: Partial<Item>) =>
    setItems((all) => all.map((i) => (i.key === key ? { ...i, ...patch } : i)));

  function send(file: File) {
    const key = `${file.name}-${Math.random().toString(36).slice(2)}`;
    if (file.size > MAX) {
      setItems((all) => [
        ...all,
        { key, name: file.name, progress: 0, state: 'failed', message: 'Larger than 20 MB.' },
      ]);
      return;
    }
    setItems((all) => [...all, { key, name: file.name, progress: 0, state: 'uploading' }]);
    const body = new FormData();
    body.set('file', file);
    body.set('purpose', purpose);
    if (remarks) body.set('remarks', remarks);
    if (itemId) body.set('item_id', itemId);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/warehouse/arrivals/${returnId}/upload`);
    xhr.upload.onprogress = (e) =>
      e.lengthComputable && update(key, { progress: Math.round((e.loaded / e.total) * 100) });
    xhr.onload = () => {
      if (xhr.status === 201) {
        update(key, { progress: 100, state: 'done' });
        router.refresh();
      } else {
        let message = `Upload failed (${xhr.status}).`;
        try {
          message = JSON.parse(xhr.responseText).message ?? message;
        } catch {
          /* not JSON */
        }
        update(key, { state: 'failed', message });
      }
    };
    xhr.onerror = () => update(key, { state: 'failed', message: 'The connection failed.' });
    xhr.send(body);
  }

  const sendAll = (files: FileList | null) => Array.from(files ?? []).forEach(send);

  return (
    <div className="form">
      <div className="two-col">
        <Select
          name="purpose"
          label="Purpose of the files"
          options={PURPOSES}
          value={purpose}
          onChange={(e) => setPurpose(e.target.value)}
        />
        {lines.length ? (
          <Select
            name="item_id"
            id={`${inputId}-line`}
            label="Line"
            placeholder="Whole return"
            options={lines}
            value={itemId}
            onChange={(e) => setItemId(e.target.value)}
          />
        ) : null}
        <div className="field">
          <label htmlFor={`${inputId}-remarks`}>Remarks</label>
          <input id={`${inputId}-remarks`} value={remarks} onChange={(e) => setRemarks(e.target.value)} />
        </div>
      </div>
      <div
        className={`dropzone card${over ? ' dropzone-over' : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          sendAll(e.dataTransfer.files);
        }}
        style={{ border: '2px dashed #888', padding: '1.5rem', textAlign: 'center' }}
      >
        <p>Drop files here (up to 20 MB each), or</p>
        <label htmlFor={inputId} className="visually-hidden">
          Choose files to upload
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          // Photos are checked by their content on the server; the chooser offers images first.
          accept={purpose.endsWith('_photo') ? 'image/*' : undefined}
          onChange={(e) => {
            sendAll(e.target.files);
            e.target.value = '';
          }}
          className="visually-hidden"
        />
        <Button type="button" variant="secondary" onClick={() => input.current?.click()}>
          Choose files
        </Button>
      </div>
      {items.length ? (
        <ul aria-label="Uploads" aria-live="polite">
          {items.map((i) => (
            <li key={i.key}>
              {i.name}{' '}
              {i.state === 'uploading' ? (
                <progress max={100} value={i.progress} aria-label={`Uploading ${i.name}`}>
                  {i.progress}%
                </progress>
              ) : i.state === 'done' ? (
                <span>uploaded</span>
              ) : (
                <ErrorMessage>{i.message}</ErrorMessage>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
