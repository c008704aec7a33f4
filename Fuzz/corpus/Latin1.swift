//
//  Latin1.swift
//  Notizen
//
//  Saved by an old editor as ISO-8859-1: café déjà vu ÿþ
//

import UIKit

final class HiddenViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Hidden"
    }
}
