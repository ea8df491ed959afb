import { Button } from '#client/components/ui/button.tsx';

/** 'Uploading... n%': a bar that moves with the bytes actually sent, and a way to stop. */
export function UploadProgress({ progress, onCancel }: { progress: number; onCancel: () => void }) {
  const value = Math.max(0, Math.min(100, Math.round(progress)));
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between text-sm font-medium text-slate-800">
        <span>Uploading... {value}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Uploading photo"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-primary-700 transition-[width] duration-200 ease-out"
          style={{ width: `${value}%` }}
        />
      </div>
      <Button variant="ghost" onClick={onCancel} className="self-center">
        Cancel Upload
      </Button>
    </div>
  );
}
