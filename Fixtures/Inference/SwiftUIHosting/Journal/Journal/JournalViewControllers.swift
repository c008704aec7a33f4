//
//  JournalViewControllers.swift
//  Journal
//

import UIKit

final class JournalNavigationController: UINavigationController {
  override func viewDidLoad() {
    super.viewDidLoad()
    navigationBar.prefersLargeTitles = true
  }
}

final class SyncingViewController: UIViewController {}

final class MissingEntryViewController: UIViewController {
  let id: UUID

  init(id: UUID) {
    self.id = id
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class EmptyStateViewController: UIViewController {}
