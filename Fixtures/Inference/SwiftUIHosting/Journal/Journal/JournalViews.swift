//
//  JournalViews.swift
//  Journal
//

import SwiftUI
import RxFlow

final class JournalListModel: ScreenModel {
  private let store: JournalStore

  init(store: JournalStore) {
    self.store = store
  }

  func open(_ entry: Entry) {
    steps.accept(JournalStep.entry(id: entry.id))
  }
}

struct JournalListView: View {
  @ObservedObject var model: JournalListModel

  var body: some View {
    List { Text("Entries") }
  }
}

struct EntryView: View {
  let entry: Entry
  var body: some View { Text(entry.text) }
}

struct DraftView: View {
  let draft: Entry
  var body: some View { TextEditor(text: .constant(draft.text)) }
}

final class EditorModel: ScreenModel {
  private let store: JournalStore
  @Published var text = ""

  init(store: JournalStore) {
    self.store = store
  }
}

struct EditorView: View {
  @ObservedObject var model: EditorModel
  var body: some View { TextEditor(text: $model.text) }
}

struct ShareView: View {
  let entryID: UUID
  var body: some View { Text("Share \(entryID.uuidString)") }
}
