export { default } from '@/components/ComingSoon';
