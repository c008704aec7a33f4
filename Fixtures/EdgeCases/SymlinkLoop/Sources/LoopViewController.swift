//
//  LoopViewController.swift
//  Loop
//

import UIKit

final class LoopViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Loop"
    }
}
