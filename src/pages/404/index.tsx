import Exception from '@/components/Exception';

export default function NotFound() {
  return <Exception status={404} />;
}
