import { Alert } from 'antd';
import { alertIcon } from '@/components/alertIcons';

/** The sign-in form's error banner (a wrong password, a disabled account). */
export default function SignInError({ text, className }: { text: string; className?: string }) {
  return <Alert role="alert" className={className} type="error" showIcon icon={alertIcon('error')} message={text} />;
}
