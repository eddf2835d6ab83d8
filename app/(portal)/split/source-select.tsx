'use client';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';
import { Select } from '@/components/ui';

/**
 * The split's source product. With JavaScript, choosing one shows its shelf groups at once (the screen is
 * rendered again for the form's current fields, in place, without a preview or an error); without it, the
 * "Show its shelf" button beside it does the same as a plain GET.
 */
export function SourceSelect(props: ComponentProps<typeof Select>) {
  const router = useRouter();
  return (
    <Select
      {...props}
      onChange={(e) => {
        const form = e.currentTarget.form;
        if (!form) return;
        const params = new URLSearchParams();
        new FormData(form).forEach((v, k) => {
          if (typeof v === 'string' && v !== '') params.set(k, v);
        });
        router.replace(`/split?${params.toString()}`, { scroll: false });
      }}
    />
  );
}
