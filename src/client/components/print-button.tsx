import { Printer } from 'lucide-react';
import { Button } from './ui/button';

/** 'Print': the browser's print dialog for a page laid out for paper (the town report, the window poster). */
export function PrintButton() {
  return (
    <Button onClick={() => window.print()}>
      <Printer aria-hidden="true" className="size-4" />
      Print
    </Button>
  );
}
