import { FileImage, X } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { cn } from '#client/lib/cn.ts';

/** A blob: URL for the chosen photo, revoked when the photo changes or the screen goes. */
export function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

/** '2.41 MB', as the spec asks (size in MB). */
export function formatFileSize(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}

/** The photo itself, or a quiet stand-in when the browser cannot show it (e.g. HEIC on a desktop). */
export function PhotoImage({
  url,
  alt,
  className,
  children,
}: {
  url: string | null;
  alt: string;
  className?: string;
  children?: ReactNode;
}) {
  const [broken, setBroken] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new photo gets a fresh chance to load.
  useEffect(() => setBroken(false), [url]);
  return (
    <div className={cn('relative flex items-center justify-center overflow-hidden bg-slate-900', className)}>
      {url && !broken ? (
        <img src={url} alt={alt} className="size-full object-contain" onError={() => setBroken(true)} />
      ) : (
        <FileImage aria-hidden="true" className="size-12 text-slate-400" />
      )}
      {children}
    </div>
  );
}

interface PhotoPreviewProps {
  file: File;
  url: string | null;
  /** The control that cancels the selection; absent while the photo is being sent. */
  onRemove?: () => void;
  /** Under the photo: the Upload button, or the progress bar. */
  children?: ReactNode;
}

/** The chosen photo with its file name and size, and a control to drop it. */
export function PhotoPreview({ file, url, onRemove, children }: PhotoPreviewProps) {
  return (
    <section
      aria-label="Selected photo"
      className="overflow-hidden rounded-[var(--radius-card)] border border-slate-200/80 bg-white shadow-card"
    >
      <PhotoImage url={url} alt={`Your parking ticket photo, ${file.name}`} className="h-72">
        {onRemove ? (
          <button
            type="button"
            onClick={onRemove}
            aria-label="Cancel selection"
            className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full bg-slate-950/70 text-white shadow-md backdrop-blur-sm hover:bg-slate-950/85 focus-visible:outline-white"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        ) : null}
      </PhotoImage>
      <div className="flex flex-col gap-4 p-5">
        <div className="flex items-center gap-3">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-700">
            <FileImage aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <p className="truncate font-medium text-slate-900">{file.name}</p>
            <p className="text-sm text-slate-600">{formatFileSize(file.size)}</p>
          </div>
        </div>
        {children}
      </div>
    </section>
  );
}
