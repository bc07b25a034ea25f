export default function RankSettingsPage() { return null; }
