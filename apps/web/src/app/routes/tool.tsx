// Route module: React Router loads it lazily, so the tool's code and styles ship only to /silent.
import { useEffect } from 'react';
import { ToolPage } from '../../features/tool/components/tool-page';
import '../../features/tool/tool.css';

export function Component() {
  useEffect(() => {
    document.title = 'Silent: prompt tool';
  }, []);
  return <ToolPage />;
}
