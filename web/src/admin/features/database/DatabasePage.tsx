import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { adminPaths } from '@/admin/config/paths';
import { AddonsTab } from './AddonsTab';
import { PackagesTab } from './PackagesTab';
import { ReferralCodesTab } from './ReferralCodesTab';
import './database.css';

const TABS = [
  { key: 'packages', label: 'Packages' },
  { key: 'addons', label: 'Add-ons' },
  { key: 'referral', label: 'Referral codes' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

export default function DatabasePage() {
  useDocumentTitle('Database');
  const [tab, setTab] = useState<TabKey>('packages');
  return (
    <section className="admin-page" aria-labelledby="database-title">
      <div className="admin-page-head">
        <h2 id="database-title">Database</h2>
        <Link className="admin-button secondary" to={adminPaths.designs}>
          Designs
        </Link>
      </div>
      <div className="admin-tabs" role="tablist" aria-label="Tabel">
        {TABS.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            id={`tab-${t.key}`}
            aria-selected={tab === t.key}
            aria-controls={`panel-${t.key}`}
            onClick={() => setTab(t.key)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'packages' && <PackagesTab />}
        {tab === 'addons' && <AddonsTab />}
        {tab === 'referral' && <ReferralCodesTab />}
      </div>
    </section>
  );
}
