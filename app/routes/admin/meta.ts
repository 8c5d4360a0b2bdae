/** The head of an admin screen: its title and no indexing (the server says so in a header too). */
export function adminMeta(title: string | undefined, section: string | undefined) {
  return [
    { title: [title, section].filter(Boolean).join(" | ") },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
