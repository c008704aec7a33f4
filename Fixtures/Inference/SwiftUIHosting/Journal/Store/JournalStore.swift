//
//  JournalStore.swift
//  Journal
//

import Foundation

struct Entry: Identifiable {
  let id: UUID
  var text: String
}

final class JournalStore {
  static let live = JournalStore()

  private(set) var entries: [Entry] = []
  private(set) var currentDraft: Entry?
  private(set) var isSyncing = false
  var isSignedIn = false
  var hasAccount = false
  var isPremium = false

  func entry(id: UUID) -> Entry? {
    entries.first { $0.id == id }
  }
}
