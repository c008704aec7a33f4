//
//  JournalFlow.swift
//  Journal
//

import UIKit
import SwiftUI
import RxFlow
import JournalKit

final class JournalFlow: Flow {
  var root: Presentable { navigation }

  private let navigation = JournalNavigationController()
  private let store: JournalStore
  private let registry = ViewRegistry.shared   // JournalKit: widgets shared with the watch app

  init(store: JournalStore) {
    self.store = store
  }

  func navigate(to step: Step) -> FlowContributors {
    guard let step = step as? JournalStep else { return .none }

    switch step {
    case .list:
      let model = JournalListModel(store: store)
      let list = JournalListView(model: model).wrapped()
      navigation.setViewControllers([list], animated: false)
      return .one(flowContributor: .contribute(withNextPresentable: list, withNextStepper: model))

    case .entry(let id):
      let screen: UIViewController
      if let entry = store.entry(id: id) {
        screen = EntryView(entry: entry).wrapped()
      } else if store.isSyncing {
        screen = SyncingViewController()
      } else {
        screen = MissingEntryViewController(id: id)
      }
      navigation.pushViewController(screen, animated: true)
      return .one(flowContributor: .contribute(withNextPresentable: screen,
                                               withNextStepper: OneStepper(withSingleStep: JournalStep.close)))

    case .compose:
      let model = EditorModel(store: store)
      let editor = EditorView(model: model).asSheet()
      navigation.present(editor, animated: true)
      return .one(flowContributor: .contribute(withNextPresentable: editor, withNextStepper: model))

    case .draft:
      let start: UIViewController = draftScreen() ?? EmptyStateViewController()
      navigation.pushViewController(start, animated: true)
      return .one(flowContributor: .contribute(withNextPresentable: start,
                                               withNextStepper: OneStepper(withSingleStep: JournalStep.close)))

    case .stats:
      let stats = registry.view(for: "stats").asSheet()
      navigation.present(stats, animated: true)
      return .one(flowContributor: .contribute(withNextPresentable: stats,
                                               withNextStepper: OneStepper(withSingleStep: JournalStep.close)))

    case .streak:
      let streak = registry.view(for: "streak").wrapped(title: "Streak")
      navigation.pushViewController(streak, animated: true)
      return .one(flowContributor: .contribute(withNextPresentable: streak,
                                               withNextStepper: OneStepper(withSingleStep: JournalStep.close)))

    case .share(let id):
      // A plain UINavigationController made around the screen: the screen is what it presents.
      let share = UINavigationController(rootViewController: ShareView(entryID: id).wrapped())
      navigation.present(share, animated: true)
      return .one(flowContributor: .contribute(withNextPresentable: share,
                                               withNextStepper: OneStepper(withSingleStep: JournalStep.close)))

    case .close:
      navigation.dismiss(animated: true)
      return .none
    }
  }

  private func draftScreen() -> UIViewController? {
    guard let draft = store.currentDraft else { return nil }
    return DraftView(draft: draft).wrapped()
  }
}
