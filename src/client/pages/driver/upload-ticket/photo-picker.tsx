import { Camera, ImageUp } from 'lucide-react';
import { type ChangeEvent, type ReactNode, useRef } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';

/** What the Files picker offers: the types the server accepts (iOS converts HEIC to JPEG for these). */
const FILE_TYPES = 'image/jpeg,image/png,image/webp';

function SourceButton({ icon, label, onClick }: { icon: ReactNode; label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex min-h-32 flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed border-primary-200 bg-primary-50/60 p-4 text-center font-semibold text-primary-900 transition-colors hover:border-primary-400 hover:bg-primary-50 active:bg-primary-100"
    >
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-white text-primary-700 shadow-sm">
        {icon}
      </span>
      {label}
    </button>
  );
}

/**
 * 'Choose Photo Source' (docs/decisions/019): the camera (capture="environment" opens the rear camera on
 * phones) or the device's files. One file at a time; the page checks type and size.
 */
export function PhotoPicker({ onFiles }: { onFiles: (files: FileList | null) => void }) {
  const cameraRef = useRef<HTMLInputElement>(null);
  const filesRef = useRef<HTMLInputElement>(null);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onFiles(event.target.files);
    // Cleared so choosing the same photo again still counts as a change.
    event.target.value = '';
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Choose Photo Source</CardTitle>
        <CardDescription>
          Take a photo of your ticket now, or pick a screenshot from your parking app.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="grid grid-cols-2 gap-3">
          <SourceButton
            icon={<Camera aria-hidden="true" className="size-7" />}
            label="Take Photo"
            onClick={() => cameraRef.current?.click()}
          />
          <SourceButton
            icon={<ImageUp aria-hidden="true" className="size-7" />}
            label="Choose from Files"
            onClick={() => filesRef.current?.click()}
          />
        </div>
        <input
          ref={cameraRef}
          type="file"
          accept="image/*"
          capture="environment"
          aria-label="Take Photo"
          hidden
          onChange={handleChange}
        />
        <input
          ref={filesRef}
          type="file"
          accept={FILE_TYPES}
          aria-label="Choose from Files"
          hidden
          onChange={handleChange}
        />
        <p className="text-center text-sm text-slate-600">
          <span className="whitespace-nowrap">Supported formats: JPG, PNG</span> •{' '}
          <span className="whitespace-nowrap">Max size: 10MB</span>
        </p>
      </CardContent>
    </Card>
  );
}
