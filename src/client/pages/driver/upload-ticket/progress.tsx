import { ProgressBar } from '#client/components/progress-bar.tsx';
import { Button } from '#client/components/ui/button.tsx';

/** 'Uploading... n%': a bar that moves with the bytes actually sent, and a way to stop. */
export function UploadProgress({ progress, onCancel }: { progress: number; onCancel: () => void }) {
  const value = Math.max(0, Math.min(100, Math.round(progress)));
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between text-sm font-medium text-slate-800">
        <span>Uploading... {value}%</span>
      </div>
      <ProgressBar label="Uploading photo" value={value} />
      <Button variant="ghost" onClick={onCancel} className="self-center">
        Cancel Upload
      </Button>
    </div>
  );
}
